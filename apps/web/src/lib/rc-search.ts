/**
 * What an RC search that matches no bus says, with what was typed ('No bus with an RC matching
 * "ZZ99"'), never an empty dropdown (My Buses, the quality screens' RC filter).
 */
export function noRcMatch(search: string): string {
  const typed = search.trim();
  return typed ? `No bus with an RC matching "${typed}"` : 'No buses';
}
