/** SEO slugs of platform §2: /pin/{slug}--{id}/, where the id is the part after the last '--'. */
export function slugify(text: string, maxLength = 60): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '');
}

export function pinSeoUrl(id: number | string, title: string): string {
  const slug = slugify(title);
  return slug ? `/pin/${slug}--${id}/` : `/pin/${id}/`;
}

/** The pin id in a raw id or a slug--id; null when it has no id shape (letters, digits, dashes). */
export function pinIdFromSlug(value: string): string | null {
  if (!/^[A-Za-z0-9-]+$/.test(value)) return null;
  const at = value.lastIndexOf('--');
  const id = at === -1 ? value : value.slice(at + 2);
  return id === '' ? null : id;
}
