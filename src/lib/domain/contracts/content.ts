/** Artists, releases and press posts: the admin screens' reads and writes. */
export const contentCallables = {} as const;
