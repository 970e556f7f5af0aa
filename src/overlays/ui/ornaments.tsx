/**
 * Decorations drawn as inline SVG (no image requests, crisp at any scale): the Ramadan crescent and lantern,
 * ice and fire emblems, a crown for the leader. Colours come from the theme's CSS variables.
 */

/** A crescent moon with a small star (Ramadan style). */
export function Crescent({ size }: { size: number }) {
  return (
    <svg className="ov-ornament" width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <path d="M40 6a26 26 0 1 0 18 44A22 22 0 1 1 40 6z" fill="var(--ov-gold)" />
      <path d="M50 18l2.2 5 5.3.4-4 3.5 1.3 5.2-4.8-2.8-4.6 2.8 1.2-5.2-4-3.5 5.3-.4z" fill="var(--ov-gold)" />
    </svg>
  );
}

/** A hanging lantern (Ramadan style); `glow` animates its light through CSS. */
export function Lantern({ height, className }: { height: number; className?: string }) {
  return (
    <svg className={`ov-ornament ov-lantern ${className ?? ''}`} width={height * 0.45} height={height} viewBox="0 0 36 80" aria-hidden="true">
      <line x1="18" y1="0" x2="18" y2="14" stroke="var(--ov-gold)" strokeWidth="1.5" />
      <path d="M11 14h14l-2 5H13z" fill="var(--ov-gold)" />
      <path d="M9 19h18l5 14-5 30H9L4 33z" fill="var(--ov-gold-dark)" stroke="var(--ov-gold)" strokeWidth="1.5" />
      <path d="M12 24h12l3 10-3 24H12L9 34z" fill="var(--ov-lantern-light)" className="ov-lantern__light" />
      <path d="M9 63h18l-3 6H12z" fill="var(--ov-gold)" />
      <circle cx="18" cy="74" r="3" fill="var(--ov-gold)" />
    </svg>
  );
}

/** A flame (fire side of the ice-and-fire style). */
export function Flame({ size }: { size: number }) {
  return (
    <svg className="ov-ornament" width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <path d="M32 4c4 12 18 18 18 34a18 18 0 0 1-36 0c0-9 5-14 9-18 0 6 3 10 7 11-3-9 0-19 2-27z" fill="var(--ov-fire)" />
      <path d="M32 30c2 6 9 9 9 17a9 9 0 0 1-18 0c0-5 3-8 5-10 1 4 3 5 4 5-1-4-1-8 0-12z" fill="#ffe27a" />
    </svg>
  );
}

/** A snowflake (ice side of the ice-and-fire style). */
export function Snowflake({ size }: { size: number }) {
  const arm = 'M32 6v52M32 14l-6-6M32 14l6-6M32 50l-6 6M32 50l6 6';
  return (
    <svg className="ov-ornament" width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <g stroke="var(--ov-ice)" strokeWidth="4" strokeLinecap="round" fill="none">
        <path d={arm} />
        <path d={arm} transform="rotate(60 32 32)" />
        <path d={arm} transform="rotate(120 32 32)" />
      </g>
    </svg>
  );
}

/** A crown over the leader's or winner's avatar. */
export function Crown({ size }: { size: number }) {
  return (
    <svg className="ov-ornament ov-crown" width={size} height={size * 0.7} viewBox="0 0 64 44" aria-hidden="true">
      <path d="M4 12l14 12L32 4l14 20 14-12-6 28H10z" fill="#ffd54a" stroke="#b8860b" strokeWidth="2" strokeLinejoin="round" />
      <circle cx="32" cy="30" r="4" fill="#e53935" />
    </svg>
  );
}
