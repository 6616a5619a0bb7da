import { type ReactNode, useRef } from "react";
import { Link } from "react-router";
import { useReducedMotion } from "../../../lib/use-reduced-motion";

interface HoverVideoLinkProps {
  to: string;
  title: string;
  description: ReactNode;
  /** Base path of the media: `{media}-poster.webp`, `{media}-loop.webm`, `{media}-loop.mp4`. */
  media: string;
}

/**
 * One half of the split-screen landing: a still image that turns into a
 * looping, always-muted video while the link is hovered or has keyboard
 * focus. The video downloads only then (preload="none"), and never plays
 * for visitors who ask for less motion.
 */
export function HoverVideoLink({ to, title, description, media }: HoverVideoLinkProps) {
  const video = useRef<HTMLVideoElement>(null);
  const reducedMotion = useReducedMotion();

  const start = () => {
    const element = video.current;
    if (!element || reducedMotion) return;
    element.muted = true;
    // A refused or interrupted play() just leaves the still image showing.
    element.play().catch(() => undefined);
  };
  const stop = () => video.current?.pause();

  return (
    <Link
      to={to}
      onMouseEnter={start}
      onMouseLeave={stop}
      onFocus={start}
      onBlur={stop}
      className="group relative isolate flex min-h-[50dvh] items-end overflow-hidden bg-hero p-gutter pb-20 text-hero-foreground focus-visible:outline-4 focus-visible:outline-hero-foreground focus-visible:-outline-offset-8 md:min-h-dvh"
    >
      <img
        src={`${media}-poster.webp`}
        width={480}
        height={480}
        alt=""
        fetchPriority="high"
        className="-z-20 absolute inset-0 size-full object-cover"
      />
      <video
        ref={video}
        aria-hidden="true"
        tabIndex={-1}
        muted
        loop
        playsInline
        disablePictureInPicture
        preload="none"
        poster={`${media}-poster.webp`}
        width={480}
        height={480}
        className="-z-10 absolute inset-0 size-full object-cover"
      >
        <source src={`${media}-loop.webm`} type="video/webm" />
        <source src={`${media}-loop.mp4`} type="video/mp4" />
      </video>
      <span className="max-w-md rounded-2xl bg-hero/85 p-6 shadow-raised backdrop-blur-sm transition-transform group-hover:-translate-y-1 motion-reduce:transition-none motion-reduce:group-hover:translate-y-0">
        <span className="block font-display font-semibold text-title">{title}</span>
        <span className="mt-2 block text-hero-muted text-lead">{description}</span>
      </span>
    </Link>
  );
}
