"use client";

// The two interactive parts of a server-drawn course card: its cover (an icon when the image fails to load)
// and its button (which chooses the course in the waitlist form).
import { useCallback, useState, type ComponentProps, type ReactNode } from "react";
import { chooseCourse } from "@/components/courses/choose-course";
import { Button } from "@/components/ui/button";

/**
 * The cover: `img` is next/image's attributes (getImageProps on the server); none draws `fallback`, the server's
 * icon.
 */
export function CourseCover({ img, fallback }: { img: ComponentProps<"img"> | null; fallback: ReactNode }) {
  const [broken, setBroken] = useState(!img);
  // A cover that failed before the page's script ran is caught when it attaches.
  const attach = useCallback((element: HTMLImageElement | null) => {
    if (element?.complete && element.naturalWidth === 0) setBroken(true);
  }, []);
  if (broken || !img) {
    return (
      <div className="flex h-full items-center justify-center" data-testid="course-image-fallback">
        {fallback}
      </div>
    );
  }
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, drawn without its client code
  return <img {...img} alt="" ref={attach} onError={() => setBroken(true)} />;
}

export function JoinButton({
  courseId,
  label,
  children,
}: {
  courseId: string;
  label: string;
  children: string;
}) {
  return (
    <Button
      variant="secondary"
      size="sm"
      className="mt-2 self-start"
      onClick={() => chooseCourse(courseId)}
      aria-label={label}
    >
      {children}
    </Button>
  );
}
