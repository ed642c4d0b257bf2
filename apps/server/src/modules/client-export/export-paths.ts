import { displayFileName } from '@bloom/core';

/**
 * Where each stored file goes in the zip: a folder and the file's own name made safe for every
 * unzip tool (no slashes, no control characters, no leading dots, a length a file system takes),
 * with " (2)", " (3)"… before the extension when two files share a name in one folder.
 */

const MAX_NAME = 120;

/** One path segment: the uploader's name cleaned as downloads clean it, then stripped of what a zip path must not hold. */
export function safeSegment(name: string, fallback = 'file'): string {
  const cleaned = displayFileName(name)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '_')
    .replace(/^[.\s]+/, '')
    .trim();
  if (!cleaned) return fallback;
  const chars = Array.from(cleaned);
  if (chars.length <= MAX_NAME) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return chars.slice(0, MAX_NAME - Array.from(ext).length).join('') + ext;
}

/** Gives each file a path no other file of the zip has, in the order they come. */
export function uniquePaths() {
  const taken = new Set<string>();
  return (folder: string, name: string): string => {
    const safe = safeSegment(name);
    const dot = safe.lastIndexOf('.');
    const [base, ext] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
    let path = `${folder}/${safe}`;
    for (let n = 2; taken.has(path.toLowerCase()); n++) path = `${folder}/${base} (${n})${ext}`;
    taken.add(path.toLowerCase());
    return path;
  };
}
