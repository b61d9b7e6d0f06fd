/** The success envelope of every JSON answer (ARCHITECTURE.md §3). */
export function ok<T>(data: T): { statusCode: 200; data: T } {
  return { statusCode: 200, data };
}
