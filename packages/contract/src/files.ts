import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { FILE_KINDS, type FileKind, type FilePolicy } from './file-policies';

/**
 * Files (part 2 §4–§7 uploads and downloads; docs/architecture.md "Files"): the checks and messages
 * of the file policy (file-policies.ts) and the files' calls. The server checks every upload
 * against its feature's policy by extension and by content; the web uses the same policy for the
 * picker's `accept` and to refuse an oversized file before sending it.
 */

const MB = 1024 * 1024;

/** The `accept` attribute of a file picker for a policy: '.jpg,.jpeg,.png,…,image/jpeg,…'. */
export function acceptOf(policy: FilePolicy): string {
  const exts = policy.kinds.flatMap((k) => FILE_KINDS[k].extensions.map((e) => `.${e}`));
  const mimes = policy.kinds.map((k) => FILE_KINDS[k].mime);
  return [...exts, ...mimes].join(',');
}

/** '5 MB' */
export function formatBytesLimit(bytes: number): string {
  return bytes >= MB ? `${Math.round((bytes / MB) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/** The kinds of a policy as people read them: 'JPEG, PNG, WebP or PDF'. */
export function kindsText(policy: FilePolicy): string {
  const names = policy.kinds.map((k) => FILE_KINDS[k].label.replace(/ (image|video|audio)$/, ''));
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1) ?? ''}`;
}

export const FILE_MESSAGES = {
  noFile: 'please upload a file',
  tooLarge: (p: FilePolicy) =>
    `The file is too large: ${p.subject} may be at most ${formatBytesLimit(p.maxBytes)}.`,
  wrongKind: (p: FilePolicy) =>
    `This file type is not accepted for ${p.subject}: upload a ${kindsText(p)} file.`,
  mismatch: (p: FilePolicy) =>
    `The file's content does not match its name. Upload ${p.subject} as a ${kindsText(p)} file.`,
  empty: 'The file is empty.',
  tooMany: (p: FilePolicy) => `Upload at most ${p.maxFiles} file${p.maxFiles === 1 ? '' : 's'}.`,
  notFound: 'File not found',
  linkExpired: 'This link has expired. Open the file again from the app.',
} as const;

/** The kind a file name's extension claims, when the policy accepts it ('cheque.JPG' → jpeg). */
export function kindByName(name: string, policy: FilePolicy): FileKind | null {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return null;
  const ext = name.slice(dot + 1).toLowerCase();
  return policy.kinds.find((k) => (FILE_KINDS[k].extensions as readonly string[]).includes(ext)) ?? null;
}

/**
 * What can be told of a chosen file before it is sent (name and size; the server checks the
 * content too): the message to show, or null. The same texts as the server's refusals.
 */
export function precheckFile(file: { name: string; size: number }, policy: FilePolicy): string | null {
  if (file.size === 0) return FILE_MESSAGES.empty;
  if (!kindByName(file.name, policy)) return FILE_MESSAGES.wrongKind(policy);
  if (file.size > policy.maxBytes) return FILE_MESSAGES.tooLarge(policy);
  return null;
}

/**
 * A web form's file field (react-hook-form + zodResolver, docs/ui.md "Forms"): a file must be
 * chosen ('please upload a file', part 2 §5) and pass {@link precheckFile}.
 */
export function fileFieldSchema(policy: FilePolicy) {
  return z
    .custom<File | null>((v) => typeof File !== 'undefined' && v instanceof File, {
      error: FILE_MESSAGES.noFile,
    })
    .superRefine((file, ctx) => {
      const problem = file ? precheckFile(file, policy) : FILE_MESSAGES.noFile;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

/** A web form of one file (`{file}`), e.g. the cancelled-cheque upload. */
export function fileFormSchema(policy: FilePolicy) {
  return z.object({ file: fileFieldSchema(policy) });
}

/** What OpenAPI shows for a file download (the answer is the file itself, not the envelope). */
const fileAnswerSchema = z.any().describe('The file, with its own content type and a Content-Disposition');

/**
 * Downloads of stored files: by id for the owner's account (any account type, every prefix), and by
 * a signed link that works for a few minutes without a token (a PDF opened in a new tab).
 */
export const filesEndpoints = {
  download: defineEndpoint({
    method: 'GET',
    path: '/files/:id',
    access: 'tenant',
    params: z.object({ id: z.uuid('Not a valid id') }),
    response: fileAnswerSchema,
    answer: 'file',
    errors: [400, 401, 403, 404],
    tags: ['files'],
    summary: "A stored file of the acting account (another account's id is 404)",
  }),
  signed: defineEndpoint({
    method: 'GET',
    path: '/files/signed/:token',
    access: 'public',
    params: z.object({ token: z.string().min(1).max(400) }),
    response: fileAnswerSchema,
    answer: 'file',
    errors: [400, 404, 410],
    tags: ['files'],
    summary: 'A stored file through a signed link (valid for 5 minutes; 410 once expired)',
  }),
};
