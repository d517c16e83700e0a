// Cloud Functions of the integrations area: one export line per function, each in its own file.
export { spotifyArtistProfile } from "../integrations/spotifyArtistProfile";
export { spotifyArtistReleases } from "../integrations/spotifyArtistReleases";
export { importSpotifyReleases } from "../integrations/importSpotifyReleases";
export { importedSpotifyAlbums } from "../integrations/importedSpotifyAlbums";
export { spotifyAlbumInfo } from "../integrations/spotifyAlbumInfo";
export { refetchRelease } from "../integrations/refetchRelease";
export { generateDspLinks } from "../integrations/generateDspLinks";
export { trackPreSave } from "../integrations/trackPreSave";
export { submitPreSave } from "../integrations/submitPreSave";
export { integrationStatus } from "../integrations/integrationStatus";
