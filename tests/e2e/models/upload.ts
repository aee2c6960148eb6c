/** Page object for the upload fields of <gform-form> (issue 10): the drop zone, the file rows, the messages. */
import type { Locator, Request } from '@playwright/test';
import { FormModel } from './form';

export interface PickedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export class UploadModel extends FormModel {
  /** Every upload request (the page's `uploadUrl`, Gravity Forms' `?gf_page=gf_upload`). */
  readonly uploads: Request[] = [];

  constructor(...args: ConstructorParameters<typeof FormModel>) {
    super(...args);
    this.page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('gf_page=gf_upload')) this.uploads.push(r);
    });
  }

  /** The field of a field id (upload fields, and the list and repeater of the upload demo). */
  uploadField(fieldId: number): Locator {
    return this.host.locator(`[data-field-id="${fieldId}"]`);
  }

  /** A part inside one field (`list-add-button`, `repeater-item`, …). */
  fieldPart(fieldId: number, name: string): Locator {
    return this.uploadField(fieldId).locator(`[part~="${name}"]`);
  }

  dropzone(fieldId: number): Locator {
    return this.uploadField(fieldId).locator('[part~="upload-dropzone"]');
  }

  /** Picks files the way a visitor does: a click on the drop zone opens the file chooser. */
  async pick(fieldId: number, files: PickedFile[]): Promise<void> {
    const [chooser] = await Promise.all([this.page.waitForEvent('filechooser'), this.dropzone(fieldId).click()]);
    await chooser.setFiles(files);
  }

  /** The row of a file by its name. */
  file(fieldId: number, name: string): Locator {
    return this.uploadField(fieldId).locator('[part~="upload-file"]', { has: this.page.locator('.gfield__upload-name', { hasText: name }) });
  }

  async status(fieldId: number, name: string): Promise<string | null> {
    return this.file(fieldId, name).getAttribute('data-status');
  }

  /** The field's messages ('name - message'), newest first. */
  async messages(fieldId: number): Promise<string[]> {
    return this.uploadField(fieldId).locator('.gfield__upload-message').allTextContents();
  }
}

/** A file of `size` bytes of a repeatable pseudo-random pattern (no compression can hide a broken chunk). */
export function patternFile(name: string, size: number, mimeType = 'application/octet-stream', seed = 7): PickedFile {
  const buffer = Buffer.alloc(size);
  let x = seed >>> 0 || 1;
  for (let i = 0; i < size; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    buffer[i] = x & 0xff;
  }
  return { name, mimeType, buffer };
}
