import { builder } from '../builder.ts';
import { UserRef } from '../user/user.ts';
import type { User } from '../v3/types.ts';

/** Who is asking. Everyone is a logged-out visitor until accounts land. */
interface ViewerShape {
  user: User | null;
}

export const ViewerRef = builder.objectRef<ViewerShape>('Viewer').implement({
  description: 'The person making the request.',
  fields: (t) => ({
    isAuthenticated: t.boolean({ resolve: (viewer) => viewer.user !== null }),
    user: t.field({ type: UserRef, nullable: true, resolve: (viewer) => viewer.user }),
  }),
});
