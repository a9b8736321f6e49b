/**
 * Partner conversion, ad accounts and customer lists (issue 19):
 *   POST /v3/business/convert/ {business_name}      → {user: me, ad_account} (201 the first time, 200 again)
 *   GET  /v3/ad_accounts/                           the viewer's ad accounts, oldest first (paged)
 *   POST /v3/ad_accounts/ {name}                    partners only (403 not_partner)
 *   GET  /v3/ad_accounts/{id}/
 *   GET|POST /v3/ad_accounts/{id}/customer_lists/   {name, emails (≤ 10,000)}: stored as SHA-256 hex of
 *                                                   trim+lowercase; the raw addresses are never stored
 */
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { adAccounts, customerListMembers, customerLists, users, type UserRow } from '../../../db/schema.ts';
import { meOf, type V3Me } from '../../account/me.ts';
import { ok, V3Error } from '../../envelope.ts';
import { asWriter, created, idPage, pathId, readerId, type AdModelContext } from './context.ts';
import { ownedAccount, ownedBy, type AdAccountRow, type CustomerListRow } from './rows.ts';
import { serializeAdAccount, serializeCustomerList, type V3AdAccount } from './serialize.ts';
import { emailHashesValue, MAX_CUSTOMER_LIST_EMAILS, MAX_EMAIL, nameValue } from './validate.ts';

export interface V3BusinessConversion {
  user: V3Me;
  ad_account: V3AdAccount;
}

/** Members' hashes inserted per statement (two parameters each). */
const MEMBER_CHUNK = 2000;
/** JSON room for a full customer list: every address at its longest, quoted and separated. */
export const CUSTOMER_LIST_BODY_LIMIT = MAX_CUSTOMER_LIST_EMAILS * (MAX_EMAIL + 8) + 64 * 1024;

export const notPartner = () => new V3Error(403, 'not_partner', 'Convert to a business account first.');

export function accountRoutes(app: FastifyInstance, context: AdModelContext): void {
  const { db } = context.deps;

  app.post('/business/convert/', async (request, reply) =>
    asWriter(context, request, async (userId, body) => {
      const businessName = nameValue(body.business_name, 'business_name', 'The business name');
      const result = await db.transaction(async (tx) => {
        // The users row is locked so two conversions at once make one account.
        const [user] = (await tx.select().from(users).where(eq(users.id, userId)).for('update')) as [UserRow];
        const [first] = await tx.select().from(adAccounts).where(eq(adAccounts.ownerId, userId)).orderBy(asc(adAccounts.id)).limit(1);
        if (user.isPartner && first) {
          if (user.businessName !== null) return { user, account: first, made: false };
          const [named] = (await tx.update(users).set({ businessName }).where(eq(users.id, userId)).returning()) as [UserRow];
          return { user: named, account: first, made: false };
        }
        const [partner] = (await tx
          .update(users)
          .set({ isPartner: true, businessName: user.businessName ?? businessName })
          .where(eq(users.id, userId))
          .returning()) as [UserRow];
        const account = first ?? ((await tx.insert(adAccounts).values({ ownerId: userId, name: businessName }).returning()) as [AdAccountRow])[0];
        return { user: partner, account, made: first === undefined };
      });
      const data: V3BusinessConversion = { user: await meOf(context.deps, result.user), ad_account: serializeAdAccount(result.account) };
      return result.made ? created(reply, data) : ok(data);
    }),
  );

  app.get('/ad_accounts/', async (request) => {
    const userId = readerId(request);
    const page = await idPage(context, request, `users/${userId}/ad_accounts`, adAccounts.id, (position, order, limit) =>
      db.select().from(adAccounts).where(and(ownedBy(userId), position)).orderBy(order).limit(limit),
    true);
    return ok(page.items.map(serializeAdAccount), page.bookmark);
  });

  app.post('/ad_accounts/', async (request, reply) =>
    asWriter(context, request, async (userId, body) => {
      const name = nameValue(body.name, 'name', 'The ad account name');
      const [user] = await db.select({ isPartner: users.isPartner }).from(users).where(eq(users.id, userId)).limit(1);
      if (!user?.isPartner) throw notPartner();
      const [account] = (await db.insert(adAccounts).values({ ownerId: userId, name }).returning()) as [AdAccountRow];
      return created(reply, serializeAdAccount(account));
    }),
  );

  app.get('/ad_accounts/:id/', async (request) => ok(serializeAdAccount(await ownedAccount(db, readerId(request), pathId(request)))));

  app.get('/ad_accounts/:id/customer_lists/', async (request) => {
    const account = await ownedAccount(db, readerId(request), pathId(request));
    const page = await idPage(context, request, `ad_accounts/${account.id}/customer_lists`, customerLists.id, (position, order, limit) =>
      db.select().from(customerLists).where(and(eq(customerLists.adAccountId, account.id), position)).orderBy(order).limit(limit),
    );
    return ok(page.items.map(serializeCustomerList), page.bookmark);
  });

  app.post('/ad_accounts/:id/customer_lists/', { bodyLimit: CUSTOMER_LIST_BODY_LIMIT }, async (request, reply) =>
    asWriter(context, request, async (userId, body) => {
      const id = pathId(request);
      const name = nameValue(body.name, 'name', 'The list name');
      const hashes = emailHashesValue(body.emails);
      const list = await db.transaction(async (tx) => {
        const account = await ownedAccount(tx, userId, id);
        const [made] = (await tx.insert(customerLists).values({ adAccountId: account.id, name, size: hashes.length }).returning()) as [CustomerListRow];
        for (let i = 0; i < hashes.length; i += MEMBER_CHUNK) {
          await tx.insert(customerListMembers).values(hashes.slice(i, i + MEMBER_CHUNK).map((emailHash) => ({ listId: made.id, emailHash })));
        }
        return made;
      });
      return created(reply, serializeCustomerList(list));
    }),
  );
}
