/**
 * The post-save experience (pin-card §4: placement calls follow a successful save), handed from
 * useSavePin, which asks web_post_save, to PostSaveHost (in the header's account menu), which shows it.
 * Kept to a few lines: the views load only once something is to show.
 */
export interface PostSaveAnswer {
  readonly placementId: string;
  readonly experienceId?: string | null;
  /** 0 means none (platform §3). */
  readonly type: number;
  readonly displayData?: unknown;
}

let listener: ((answer: PostSaveAnswer) => void) | null = null;

/** PostSaveHost listens (null: stops). */
export const onPostSave = (next: typeof listener): void => void (listener = next);

/** The placements answered after a save: the first that shows an experience goes to the host. */
export function publishPostSave(answers: ReadonlyArray<PostSaveAnswer> | null | undefined): void {
  const shown = answers?.find((answer) => answer.type !== 0);
  if (shown) listener?.(shown);
}
