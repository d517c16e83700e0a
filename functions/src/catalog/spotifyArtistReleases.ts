import { defineCallable } from "../callable";
import * as spotify from "../operations/catalog/spotify";
import { withSpotify } from "./secrets";

/** 'spotify-artist-releases': an artist's releases on Spotify, for the import dialog and the public artist page. */
export const spotifyArtistReleases = defineCallable("spotifyArtistReleases", spotify.spotifyArtistReleases, withSpotify);
