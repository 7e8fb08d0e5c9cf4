// DocSearch's icons, drawn the same so that the modal looks like DocSearch's.
import type {ReactNode} from 'react';

export function SearchIcon(): ReactNode {
  return (
    <svg
      width="20"
      height="20"
      className="DocSearch-Search-Icon"
      viewBox="0 0 24 24"
      aria-hidden="true">
      <circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" strokeWidth="1.4" />
      <path
        d="m21 21-4.3-4.3"
        stroke="currentColor"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function LoadingIcon(): ReactNode {
  return (
    <svg viewBox="0 0 38 38" stroke="currentColor" strokeOpacity=".5" aria-hidden="true">
      <g fill="none" fillRule="evenodd">
        <g transform="translate(1 1)" strokeWidth="2">
          <circle strokeOpacity=".3" cx="18" cy="18" r="18" />
          <path d="M36 18c0-9.94-8.06-18-18-18">
            <animateTransform
              attributeName="transform"
              type="rotate"
              from="0 18 18"
              to="360 18 18"
              dur="1s"
              repeatCount="indefinite"
            />
          </path>
        </g>
      </g>
    </svg>
  );
}

const stroke = {
  stroke: 'currentColor',
  fill: 'none',
  fillRule: 'evenodd',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function CloseIcon(): ReactNode {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d="M10 10l5.09-5.09L10 10l5.09 5.09L10 10zm0 0L4.91 4.91 10 10l-5.09 5.09L10 10z"
        {...stroke}
      />
    </svg>
  );
}

/** A page (the hit is a page or a `##` section) or a section's text. */
export function HitIcon({type}: {type: string}): ReactNode {
  if (type === 'lvl1') {
    return (
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        aria-hidden="true"
        {...stroke}
        strokeWidth="1.5">
        <path d="M15 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7Z" />
        <path d="M14 2v4a2 2 0 0 0 2 2h4" />
        <path d="M10 9H8M16 13H8M16 17H8" />
      </svg>
    );
  }
  if (type === 'content') {
    return (
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
        <path d="M17 5H3h14zm0 5H3h14zm0 5H3h14z" {...stroke} />
      </svg>
    );
  }
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <path d="M13 13h4-4V8H7v5h6v4-4H7V8H3h4V3v5h6V3v5h4-4v5zm-6 0v4-4H3h4z" {...stroke} />
    </svg>
  );
}

export function SelectIcon(): ReactNode {
  return (
    <svg
      className="DocSearch-Hit-Select-Icon"
      width="20"
      height="20"
      viewBox="0 0 20 20"
      aria-hidden="true">
      <g {...stroke}>
        <path d="M18 3v4c0 2-2 4-4 4H2" />
        <path d="M8 17l-6-6 6-6" />
      </g>
    </svg>
  );
}

export function RecentIcon(): ReactNode {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <g {...stroke}>
        <path d="M3.18 6.6a8.23 8.23 0 1112.93 9.94h0a8.23 8.23 0 01-11.63 0" />
        <path d="M6.44 7.25H2.55V3.36M10.45 6v5.6M10.45 11.6L13 13" />
      </g>
    </svg>
  );
}

export function StarIcon(): ReactNode {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <path d="M10 14.2L5 17l1-5.6-4-4 5.5-.7 2.5-5 2.5 5 5.6.8-4 4 .9 5.5z" {...stroke} />
    </svg>
  );
}

export function EnterKeyIcon({label}: {label: string}): ReactNode {
  return (
    <svg width="15" height="15" aria-label={label} role="img" viewBox="0 0 24 24">
      <g {...stroke} strokeWidth="1.4">
        <polyline points="9 10 4 15 9 20" />
        <path d="M20 4v7a4 4 0 0 1-4 4H4" />
      </g>
    </svg>
  );
}

export function ArrowKeyIcon({label, up}: {label: string; up?: boolean}): ReactNode {
  return (
    <svg width="15" height="15" aria-label={label} role="img" viewBox="0 0 24 24">
      <g {...stroke} strokeWidth="1.4">
        {up ? <path d="m5 12 7-7 7 7M12 19V5" /> : <path d="M12 5v14M19 12l-7 7-7-7" />}
      </g>
    </svg>
  );
}
