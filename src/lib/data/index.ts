import type { Firestore } from "firebase-admin/firestore";
import { RoleHolderClaimsRepository, RolePermissionsRepository, PermissionsRepository, RolesRepository, UsersRepository } from "./access";
import { AnalyticsRepository } from "./analytics";
import { ArtistsRepository } from "./artists";
import { AuditLogRepository } from "./auditLog";
import { BouncesRepository } from "./bounces";
import { ContentChangesRepository } from "./contentChanges";
import {
  DemoCommentsRepository,
  DemoListensRepository,
  DemoPeaksRepository,
  DemoRatingsRepository,
  ReplyTemplatesRepository,
} from "./demoDesk";
import { ContentVersionsRepository } from "./contentVersions";
import { DemosRepository } from "./demos";
import { firestore } from "./firestore";
import { JobLeasesRepository } from "./jobLeases";
import { MailRepository } from "./mail";
import { MediaRepository } from "./media";
import { MissingPathsRepository } from "./missingPaths";
import { NewslettersRepository } from "./newsletters";
import { PreSavesRepository } from "./preSaves";
import { RateLimitsRepository } from "./rateLimits";
import { PressPostsRepository } from "./pressPosts";
import { PromoCampaignsRepository } from "./promoCampaigns";
import { PromoContactsRepository } from "./promoContacts";
import { PromoDownloadsRepository } from "./promoDownloads";
import { PromoEncodingsRepository } from "./promoEncodings";
import { PromoEventsRepository } from "./promoEvents";
import { PromoFeedbackRepository } from "./promoFeedback";
import { PromoRecipientsRepository } from "./promoRecipients";
import { PublishSchedulesRepository } from "./publishSchedules";
import { PreviewsRepository } from "./previews";
import { PreviewRecutsRepository } from "./previewRecuts";
import { ReleaseArtistsRepository, ReleaseCreditsRepository, ReleasesRepository } from "./releases";
import { ReleaseDaysRepository, SuppressionsRepository } from "./reminders";
import { SubscribersRepository } from "./subscribers";
import { TrackAudioRepository } from "./trackAudio";
import { AudioCleanupsRepository } from "./audioCleanups";
import { createStoreRepositories, STORE_COLLECTIONS } from "./store";

export function createRepositories(db: Firestore = firestore()) {
  return {
    db,
    artists: new ArtistsRepository(db),
    releases: new ReleasesRepository(db),
    releaseArtists: new ReleaseArtistsRepository(db),
    releaseCredits: new ReleaseCreditsRepository(db),
    pressPosts: new PressPostsRepository(db),
    demos: new DemosRepository(db),
    demoComments: new DemoCommentsRepository(db),
    demoRatings: new DemoRatingsRepository(db),
    demoListens: new DemoListensRepository(db),
    demoPeaks: new DemoPeaksRepository(db),
    replyTemplates: new ReplyTemplatesRepository(db),
    roles: new RolesRepository(db),
    permissions: new PermissionsRepository(db),
    rolePermissions: new RolePermissionsRepository(db),
    users: new UsersRepository(db),
    roleHolderClaims: new RoleHolderClaimsRepository(db),
    mail: new MailRepository(db),
    preSaves: new PreSavesRepository(db),
    contentChanges: new ContentChangesRepository(db),
    rateLimits: new RateLimitsRepository(db),
    missingPaths: new MissingPathsRepository(db),
    media: new MediaRepository(db),
    jobLeases: new JobLeasesRepository(db),
    suppressions: new SuppressionsRepository(db),
    releaseDays: new ReleaseDaysRepository(db),
    analytics: new AnalyticsRepository(db),
    auditLog: new AuditLogRepository(db),
    contentVersions: new ContentVersionsRepository(db),
    publishSchedules: new PublishSchedulesRepository(db),
    previews: new PreviewsRepository(db),
    trackAudio: new TrackAudioRepository(db),
    previewRecuts: new PreviewRecutsRepository(db),
    audioCleanups: new AudioCleanupsRepository(db),
    subscribers: new SubscribersRepository(db),
    newsletters: new NewslettersRepository(db),
    bounces: new BouncesRepository(db),
    promoContacts: new PromoContactsRepository(db),
    promoCampaigns: new PromoCampaignsRepository(db),
    promoRecipients: new PromoRecipientsRepository(db),
    promoFeedback: new PromoFeedbackRepository(db),
    promoEvents: new PromoEventsRepository(db),
    promoDownloads: new PromoDownloadsRepository(db),
    promoEncodings: new PromoEncodingsRepository(db),
    ...createStoreRepositories(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

/** Every collection the product stores, for export/import and resets. */
export const COLLECTIONS = [
  "artists",
  "releases",
  "release_artists",
  "release_credits",
  "press_posts",
  "demos",
  "demo_deletions",
  "demo_references",
  "demo_comments",
  "demo_ratings",
  "demo_listens",
  "demo_peaks",
  "demo_reply_templates",
  "roles",
  "permissions",
  "role_permissions",
  "users",
  "role_holder_claims",
  "mail",
  "pre_saves",
  "pre_save_totals",
  "content_changes",
  "rate_limits",
  "missing_paths",
  "media",
  "job_leases",
  "suppressions",
  "release_days",
  "analytics_daily",
  "audit_log",
  "content_versions",
  "publish_schedules",
  "previews",
  "track_audio",
  "preview_recuts",
  "audio_cleanups",
  "subscribers",
  "newsletters",
  "bounces",
  "promo_contacts",
  "promo_campaigns",
  "promo_recipients",
  "promo_feedback",
  "promo_events",
  "promo_downloads",
  "promo_encodings",
  ...STORE_COLLECTIONS,
] as const;
