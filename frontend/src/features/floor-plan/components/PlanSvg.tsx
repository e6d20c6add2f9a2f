import { useId, type ReactNode, type Ref, type SVGProps } from 'react';

/** 1 m grid lines under a plan without an image, stronger every 5 m (lengths in centimetres). */
function PlanGrid({ widthCm, depthCm }: { widthCm: number; depthCm: number }) {
  // Ids unique per plan: a page may show several plans.
  const id = useId();
  return (
    <>
      <defs>
        <pattern id={`${id}-1m`} width={100} height={100} patternUnits="userSpaceOnUse">
          <path d="M 100 0 L 0 0 0 100" fill="none" stroke="#e0e0e0" strokeWidth={2} />
        </pattern>
        <pattern id={`${id}-5m`} width={500} height={500} patternUnits="userSpaceOnUse">
          <rect width={500} height={500} fill={`url(#${id}-1m)`} />
          <path d="M 500 0 L 0 0 0 500" fill="none" stroke="#bdbdbd" strokeWidth={4} />
        </pattern>
      </defs>
      <rect width={widthCm} height={depthCm} fill="#fafafa" />
      <rect width={widthCm} height={depthCm} fill={`url(#${id}-5m)`} />
    </>
  );
}

/**
 * An area's site plan as SVG in its own units, centimetres: the uploaded image stretched over the
 * plan's size (the organiser gives the size the image shows), or a metre grid without one. The
 * stalls are the children, drawn on top (StallShape). The caller sizes the element; the plan keeps
 * its proportions inside it.
 */
export function PlanSvg({
  widthCm,
  depthCm,
  imageUrl,
  label,
  children,
  ref,
  ...svgProps
}: {
  widthCm: number;
  depthCm: number;
  imageUrl: string | null;
  /** What the plan shows, for screen readers (e.g. 'Lageplan Arkadenhof'). */
  label: string;
  children?: ReactNode;
  ref?: Ref<SVGSVGElement>;
} & Omit<SVGProps<SVGSVGElement>, 'ref' | 'viewBox'>) {
  return (
    <svg
      ref={ref}
      viewBox={`0 0 ${widthCm} ${depthCm}`}
      preserveAspectRatio="xMidYMid meet"
      role="img"
      aria-label={label}
      {...svgProps}
    >
      {imageUrl ? (
        <image
          href={imageUrl}
          width={widthCm}
          height={depthCm}
          preserveAspectRatio="none"
          aria-hidden="true"
        />
      ) : (
        <PlanGrid widthCm={widthCm} depthCm={depthCm} />
      )}
      <rect width={widthCm} height={depthCm} fill="none" stroke="#757575" strokeWidth={6} />
      {children}
    </svg>
  );
}
