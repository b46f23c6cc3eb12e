import { Select, type SelectProps } from '@mantine/core';

/** IANA zone names, with UTC and the current value even where Intl does not list them. */
function zoneNames(current: string | null | undefined): string[] {
  return [...new Set(['UTC', ...Intl.supportedValuesOf('timeZone'), ...(current ? [current] : [])])];
}

/** A searchable select of time zones. */
export function TimeZoneSelect(props: Omit<SelectProps, 'data'>) {
  return <Select searchable allowDeselect={false} {...props} data={zoneNames(props.value)} />;
}
