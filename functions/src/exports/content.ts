// Cloud Functions of the content area: one export line per function, each in its own file.
export { listAdminArtists, listArtistChoices } from "../content/listArtists";
export { createArtist, updateArtist } from "../content/saveArtist";
export { deleteArtist } from "../content/deleteArtist";
export { listAdminReleases } from "../content/listReleases";
export { createRelease, updateRelease } from "../content/saveRelease";
export { deleteRelease } from "../content/deleteRelease";
export { setReleasePublished } from "../content/setReleasePublished";
export { listAdminPressPosts } from "../content/listPressPosts";
export { createPressPost, updatePressPost } from "../content/savePressPost";
export { deletePressPost } from "../content/deletePressPost";
export { getAdminArtist, getAdminRelease, getAdminPressPost } from "../content/getContentItem";
