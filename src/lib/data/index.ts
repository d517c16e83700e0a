import type { Firestore } from "firebase-admin/firestore";
import {
  RoleHolderClaimsRepository,
  RolePermissionsRepository,
  PermissionsRepository,
  RolesRepository,
  UsersRepository,
} from "./access/access";
import { AnalyticsRepository } from "./campaigns/analytics";
import { ArtistsRepository } from "./catalog/artists";
import { AuditLogRepository } from "./publishing/auditLog";
import { BouncesRepository } from "./fans/bounces";
import { ContentChangesRepository } from "./publishing/contentChanges";
import {
  DemoCommentsRepository,
  DemoListensRepository,
  DemoPeaksRepository,
  DemoRatingsRepository,
  ReplyTemplatesRepository,
} from "./demos/demoDesk";
import { ContentVersionsRepository } from "./publishing/contentVersions";
import { DemosRepository } from "./demos/demos";
import { firestore } from "./firestore";
import { JobLeasesRepository } from "./jobLeases";
import { MailRepository } from "./mail";
import { MediaRepository } from "./media/media";
import { MissingPathsRepository } from "./publishing/missingPaths";
import { NewslettersRepository } from "./fans/newsletters";
import { PreSavesRepository } from "./campaigns/preSaves";
import { RateLimitsRepository } from "./rateLimits";
import { PressPostsRepository } from "./catalog/pressPosts";
import { PromoCampaignsRepository } from "./promo/promoCampaigns";
import { PromoContactsRepository } from "./promo/promoContacts";
import { PromoDownloadsRepository } from "./promo/promoDownloads";
import { PromoEncodingsRepository } from "./promo/promoEncodings";
import { PromoEventsRepository } from "./promo/promoEvents";
import { PromoFeedbackRepository } from "./promo/promoFeedback";
import { PromoRecipientsRepository } from "./promo/promoRecipients";
import { PublishSchedulesRepository } from "./publishing/publishSchedules";
import { PreviewsRepository } from "./publishing/previews";
import { PreviewRecutsRepository } from "./listening/previewRecuts";
import { ReleaseArtistsRepository, ReleaseCreditsRepository, ReleasesRepository } from "./catalog/releases";
import { ReleaseDaysRepository, SuppressionsRepository } from "./campaigns/reminders";
import { SubscribersRepository } from "./fans/subscribers";
import { TrackAudioRepository } from "./listening/trackAudio";
import { AudioCleanupsRepository } from "./listening/audioCleanups";
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
