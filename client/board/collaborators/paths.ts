/** Addresses of a board's people pages (platform §2). Location state `fromBoard` lets closing go back. */
export const collaboratorsPath = (entityId: string): string => `/board/${encodeURIComponent(entityId)}/edit/collaborators`;
export const addCollaboratorsPath = (entityId: string): string => `/board/${encodeURIComponent(entityId)}/edit/add_collaborators`;
