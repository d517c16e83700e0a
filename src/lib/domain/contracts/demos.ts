/** Demo submissions: admin review and audio access. */
export const demosCallables = {} as const;
