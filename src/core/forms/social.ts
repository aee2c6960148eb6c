/**
 * Social-profile URL parsing (spec section 5 "Other fields": 13 platforms; a bare Bluesky handle
 * without a dot gets the default suffix), with Gravity Forms' rules: a profile URL of a known
 * platform is recognised on any platform; a bare handle only for the field's own platform. Pure.
 */

/** The 13 platforms of the spec, in the order URLs are tried (`x` is Gravity Forms' `xitter`). */
export const SOCIAL_PLATFORMS = ['calendly', 'youtube', 'wordpress', 'x', 'facebook', 'bluesky', 'tiktok', 'whatsapp', 'threads', 'linkedin', 'savvycal', 'github', 'instagram'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** Spec section 5: the suffix a bare Bluesky handle without a dot gets. */
export const BLUESKY_DEFAULT_SUFFIX = '.bsky.social';

interface Rule {
  urls: RegExp[];
  handle: RegExp;
  url(id: string, source: string | null): string;
  normalize(id: string): string;
}

const TAIL = String.raw`(?:\/?(?:\?.+)?)?$`;
const host = (h: string, path: string) => new RegExp(String.raw`^(?:https?:\/\/)?(?:www\.)?${h}\/${path}${TAIL}`, 'i');
const noAt = (id: string) => id.replace(/^@/, '');

const RULES: Record<SocialPlatform, Rule> = {
  calendly: { urls: [host(String.raw`calendly\.com`, String.raw`([a-zA-Z0-9_-]+(?:\/[a-zA-Z0-9_-]+)?)`)], handle: /^[a-zA-Z0-9_-]+(?:\/[a-zA-Z0-9_-]+)?$/, url: (id) => `https://calendly.com/${id}`, normalize: (id) => id.toLowerCase() },
  youtube: {
    urls: [String.raw`(@[a-zA-Z0-9_.-]+)`, String.raw`(channel\/UC[a-zA-Z0-9_-]+)`, String.raw`(c\/[a-zA-Z0-9_.-]+)`, String.raw`(user\/[a-zA-Z0-9_.-]+)`].map((p) => host(String.raw`youtube\.com`, p)),
    handle: /^@?[a-zA-Z0-9_.-]+$/,
    url: (id) => `https://youtube.com/${id}`,
    normalize: (id) => (/^(@|channel\/|c\/|user\/|UC)/.test(id) ? id : `@${id}`),
  },
  wordpress: { urls: [/^(?:https?:\/\/)?profiles\.wordpress\.org\/([a-zA-Z0-9_.-]+)\/?(?:\/.*)?$/i], handle: /^[a-zA-Z0-9_.-]+$/, url: (id) => `https://profiles.wordpress.org/${id.toLowerCase()}/`, normalize: (id) => id.toLowerCase() },
  x: { urls: [host(String.raw`(?:twitter|x)\.com`, String.raw`([a-zA-Z0-9_]{1,15})`)], handle: /^[a-zA-Z0-9_]{1,15}$/, url: (id) => `https://x.com/${id}`, normalize: noAt },
  facebook: {
    urls: [
      /^(?:https?:\/\/)?(?:www\.)?(?:facebook|fb)\.com\/(?:profile\.php\?id=)?(\d+)(?:&.+|\/?)$/i,
      /^(?:https?:\/\/)?(?:www\.)?(?:facebook|fb)\.com\/(?!pages\/|groups\/|events\/|photo(?:s|\.php)?|permalink\.php|story\.php|watch\/?|live\/?|video(?:s|\.php)?|media\/?|messages\/|gaming\/|notes\/|sharer(?:\.php)?|login\.php|help\/|legal\/|marketplace\/|ads\/|posts\/|hashtag\/)([a-zA-Z0-9._-]+)(?:\/?(?:\?.*)?)?$/i,
    ],
    handle: /^(?:[a-zA-Z0-9._-]+|\d+)$/,
    url: (id, source) => (/^\d+$/.test(id) && source && /profile\.php\?id=/.test(source) ? `https://facebook.com/profile.php?id=${id}` : `https://facebook.com/${id}`),
    normalize: noAt,
  },
  bluesky: { urls: [host(String.raw`bsky\.app`, String.raw`profile\/([a-zA-Z0-9.-]+[a-zA-Z0-9])`)], handle: /^[a-zA-Z0-9.-]+[a-zA-Z0-9]$/, url: (id) => `https://bsky.app/profile/${id}`, normalize: noAt },
  tiktok: { urls: [host(String.raw`tiktok\.com`, String.raw`@([a-zA-Z0-9_.]+)`)], handle: /^[a-zA-Z0-9_.]+$/, url: (id) => `https://tiktok.com/@${id}`, normalize: noAt },
  whatsapp: {
    urls: [/^(?:https?:\/\/)?(?:wa\.me\/|api\.whatsapp\.com\/send\/?\?phone=)(\+?\d+[\d\s()-]*\d)(?:\/?(?:\?.+)?)?$/i],
    handle: /^\+?\d+[\d\s()-]*\d$/,
    url: (id) => `https://wa.me/${id.replace(/\D/g, '')}`,
    normalize: (id) => id.replace(/\D/g, ''),
  },
  threads: { urls: [host(String.raw`threads\.net`, String.raw`@([a-zA-Z0-9_.]+)`)], handle: /^[a-zA-Z0-9_.]+$/, url: (id) => `https://threads.net/@${id}`, normalize: noAt },
  linkedin: {
    urls: [
      ...['in', 'company', 'school', 'showcase'].map((k) => host(String.raw`linkedin\.com`, String.raw`${k}\/([a-zA-Z0-9_-]+)`)),
      /^(?:https?:\/\/)?(?:www\.)?linkedin\.com\/pub\/([a-zA-Z0-9_-]+(?:-[a-zA-Z0-9_-]+)*)(?:\/[a-zA-Z0-9]+){0,3}\/?(?:\?.+)?$/i,
    ],
    handle: /^[a-zA-Z0-9_-]+$/,
    url: (id, source) => {
      const kind = source ? ['company', 'school', 'showcase', 'pub'].find((k) => source.includes(`/${k}/`)) : undefined;
      return `https://linkedin.com/${kind ?? 'in'}/${id.split('/')[0]}`;
    },
    normalize: noAt,
  },
  savvycal: { urls: [host(String.raw`savvycal\.com`, String.raw`([a-zA-Z0-9_-]+)(?:\/[a-zA-Z0-9_-]+)?`)], handle: /^[a-zA-Z0-9_-]+$/, url: (id) => `https://savvycal.com/${id.split('/')[0]}`, normalize: noAt },
  github: { urls: [host(String.raw`github\.com`, String.raw`([a-zA-Z0-9_-]+)`)], handle: /^[a-zA-Z0-9_-]+$/, url: (id) => `https://github.com/${id}`, normalize: noAt },
  instagram: { urls: [host(String.raw`instagram\.com`, String.raw`([a-zA-Z0-9_.]+)`)], handle: /^[a-zA-Z0-9_.]+$/, url: (id) => `https://instagram.com/${id}`, normalize: noAt },
};

/** What a social-profile value parses to; `valid` false (and empty strings) when it is none. */
export interface SocialProfile {
  url: string;
  identifier: string;
  platform: SocialPlatform | '';
  valid: boolean;
}

/** The platform of a Gravity Forms name (`xitter` is X). */
export function socialPlatformOf(name: string | undefined): SocialPlatform | undefined {
  const n = (name ?? '').toLowerCase();
  const p = n === 'xitter' || n === 'twitter' ? 'x' : n;
  return (SOCIAL_PLATFORMS as readonly string[]).includes(p) ? (p as SocialPlatform) : undefined;
}

/**
 * Parses a social-profile value: a profile URL of any of the 13 platforms, or a bare handle of
 * `platform` (the field's own). A bare Bluesky handle without a dot gets BLUESKY_DEFAULT_SUFFIX.
 */
export function parseSocialProfile(input: string, platform?: SocialPlatform): SocialProfile {
  const none: SocialProfile = { url: '', identifier: '', platform: '', valid: false };
  const text = (input ?? '').trim();
  if (!text) return none;
  for (const p of SOCIAL_PLATFORMS) {
    const rule = RULES[p];
    for (const re of rule.urls) {
      const m = re.exec(text);
      if (m?.[1]) {
        const identifier = rule.normalize(m[1]);
        return { url: rule.url(identifier, text), identifier, platform: p, valid: true };
      }
    }
  }
  if (platform) {
    const rule = RULES[platform];
    let identifier = rule.normalize(text);
    if (rule.handle.test(identifier)) {
      if (platform === 'bluesky' && !identifier.includes('.')) identifier += BLUESKY_DEFAULT_SUFFIX;
      return { url: rule.url(identifier, null), identifier, platform, valid: true };
    }
  }
  return none;
}
