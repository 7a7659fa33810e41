/**
 * A count with its noun in agreement, as the operators' commands and the logs say it: '1 message',
 * '2 messages'; `plural` where adding s is wrong ('quote and sample requests').
 */
export function counted(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
