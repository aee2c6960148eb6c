/**
 * Field type `website`: a URL (the server checks http:// or https://). A profile address of one
 * of the 13 platforms of the spec (section 5; src/core/forms/social.ts) is written out as its
 * full https URL when the visitor leaves the input ("instagram.com/bakkerij" ->
 * "https://instagram.com/bakkerij"). With `socialPlatform` (this project's field setting, a
 * Gravity Forms platform name such as `bluesky` or `xitter`) the field also takes a bare handle of
 * that platform ("@jan" -> "https://bsky.app/profile/jan.bsky.social") and says which profile it
 * read, or that it read none.
 */
import { useState, type FocusEvent } from 'react';
import { parseSocialProfile, socialPlatformOf } from '../../../core/forms/social';
import { format } from '../../../i18n';
import { registerField } from './registry';
import { TextLike } from './text-like';
import type { ControlProps } from './types';

export function WebsiteControl(props: ControlProps) {
  const { field, formId, strings, describedBy } = props;
  const platform = socialPlatformOf(typeof field.socialPlatform === 'string' ? field.socialPlatform : undefined);
  const [note, setNote] = useState('');
  const noteId = `gfield_social_${formId}_${field.id}`;
  const onBlur = (e: FocusEvent<HTMLSpanElement>) => {
    const input = e.target as HTMLInputElement;
    const text = input.value.trim();
    const profile = parseSocialProfile(text, platform);
    if (profile.valid && profile.url !== input.value) input.value = profile.url;
    if (platform) setNote(!text ? '' : profile.valid ? format(strings['forms.socialRead'], { url: profile.url }) : format(strings['forms.socialNone'], { platform: field.socialPlatform as string }));
  };
  if (!platform) {
    return (
      <span className="gfield__website" onBlur={onBlur}>
        <TextLike {...props} options={{ type: 'url', inputMode: 'url', autoComplete: 'url' }} />
      </span>
    );
  }
  return (
    <span className="gfield__website" onBlur={onBlur}>
      {/* A handle is no URL: a text input that the blur turns into one. */}
      <TextLike {...props} describedBy={[describedBy ?? '', noteId].filter(Boolean).join(' ')} options={{ type: 'text', inputMode: 'url', autoComplete: 'url' }} />
      <span id={noteId} className="gfield__social-note" role="status">
        {note}
      </span>
    </span>
  );
}

registerField('website', { kind: 'single', Control: WebsiteControl });
