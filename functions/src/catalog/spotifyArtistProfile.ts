import { defineCallable } from "../callable";
import * as spotify from "../operations/catalog/spotify";
import { withSpotify } from "./secrets";

/** 'spotify-artist-profile': the admin artist form's fetch button. */
export const spotifyArtistProfile = defineCallable("spotifyArtistProfile", spotify.spotifyArtistProfile, withSpotify);
