// Cloud Functions of the catalog room (artists, releases, press posts, and their Spotify and streaming-link
// imports): one export line per function, each in its own file.
export { listAdminArtists, listArtistChoices } from "../catalog/listArtists";
export { createArtist, updateArtist } from "../catalog/saveArtist";
export { deleteArtist } from "../catalog/deleteArtist";
export { listAdminReleases } from "../catalog/listReleases";
export { createRelease, updateRelease } from "../catalog/saveRelease";
export { deleteRelease } from "../catalog/deleteRelease";
export { setReleasePublished } from "../catalog/setReleasePublished";
export { listAdminPressPosts } from "../catalog/listPressPosts";
export { createPressPost, updatePressPost } from "../catalog/savePressPost";
export { deletePressPost } from "../catalog/deletePressPost";
export { getAdminArtist, getAdminRelease, getAdminPressPost } from "../catalog/getContentItem";
export { spotifyArtistProfile } from "../catalog/spotifyArtistProfile";
export { spotifyArtistReleases } from "../catalog/spotifyArtistReleases";
export { importSpotifyReleases } from "../catalog/importSpotifyReleases";
export { importedSpotifyAlbums } from "../catalog/importedSpotifyAlbums";
export { spotifyAlbumInfo } from "../catalog/spotifyAlbumInfo";
export { refetchRelease } from "../catalog/refetchRelease";
export { generateDspLinks } from "../catalog/generateDspLinks";
export { integrationStatus } from "../catalog/integrationStatus";
