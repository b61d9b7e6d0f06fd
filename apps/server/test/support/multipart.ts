const BOUNDARY = '----oc-test-form';

/**
 * A multipart/form-data body for `app.inject`: the text fields, then one file part (field `myFile`
 * unless named) or none.
 */
export function multipartForm(
  file: { field?: string; name: string; data: Buffer } | null,
  fields: Record<string, string> = {},
): { payload: Buffer; contentType: string } {
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file)
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field ?? 'myFile'}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}
