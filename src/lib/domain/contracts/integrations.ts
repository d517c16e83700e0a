/** Spotify import and refetch, streaming links, pre-save. */
export const integrationsCallables = {} as const;
