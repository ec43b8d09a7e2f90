/** The actions on an existing record, as they appear in URLs and as policy verbs (no schema here, so a client importing them stays small). */
export const clusterActions = ['add-hub', 'remove-hub', 'rename'] as const;
export type ClusterAction = (typeof clusterActions)[number];
