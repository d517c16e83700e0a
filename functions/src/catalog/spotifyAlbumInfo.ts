import { defineCallable } from "../callable";
import * as spotify from "../operations/catalog/spotify";
import { withSpotify } from "./secrets";

/** 'spotify-album-info': album details for staff who edit releases. */
export const spotifyAlbumInfo = defineCallable("spotifyAlbumInfo", spotify.spotifyAlbumInfo, withSpotify);
