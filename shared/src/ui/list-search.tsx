import { Input } from 'antd';
import { useState, type CSSProperties } from 'react';

/**
 * The search box of a list whose query lives in the URL: typing stays in the box, Enter, the search
 * button or clearing applies it. When the URL changes under it (Back, Forward, a link) the box shows
 * what the list is searched by.
 */
export function ListSearch({
  label,
  value,
  onSearch,
  style = { width: 240 },
}: {
  /** The accessible name and the placeholder, e.g. "Search copies". */
  label: string;
  /** The search the list is filtered by now. */
  value: string | undefined;
  onSearch: (value: string | undefined) => void;
  style?: CSSProperties;
}) {
  const [text, setText] = useState(value ?? '');
  const [applied, setApplied] = useState(value);
  if (applied !== value) {
    setApplied(value);
    setText(value ?? '');
  }
  return (
    <Input.Search
      aria-label={label}
      placeholder={label}
      allowClear
      value={text}
      onChange={(event) => setText(event.target.value)}
      onSearch={(next) => onSearch(next.trim() || undefined)}
      style={style}
    />
  );
}
