"use client";

import { BookOpen, Clock, Signal } from "lucide-react";
import Image from "next/image";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { CourseDto } from "@/lib/courses/queries";

/**
 * A course card; the cover (decorative: the heading names the course) falls back to an icon when it fails to load.
 * `above` marks a card in the first row: its cover loads at once, the first one (the page's largest paint) preloaded.
 */
export function CourseCard({
  course,
  onJoin,
  above = "no",
}: {
  course: CourseDto;
  onJoin: (courseId: string) => void;
  above?: "first" | "row" | "no";
}) {
  const [broken, setBroken] = useState(!course.image);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface/80 transition-colors hover:border-border-strong">
      <div className="relative aspect-[16/9] bg-gradient-to-br from-primary/20 via-surface-raised to-accent/10">
        {broken ? (
          <div className="flex h-full items-center justify-center" data-testid="course-image-fallback">
            <BookOpen aria-hidden className="size-14 text-[#c4b5fd]" />
          </div>
        ) : (
          <Image
            src={course.image}
            alt=""
            fill
            sizes="(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw"
            className="object-cover"
            preload={above === "first"}
            loading={above === "row" ? "eager" : undefined}
            unoptimized={course.image.startsWith("/api/images/")}
            onError={() => setBroken(true)}
          />
        )}
        <Badge tone="warning" className="absolute left-3 top-3 backdrop-blur-md">
          Coming Soon
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <h2 className="text-lg font-semibold leading-snug">{course.title}</h2>
        <p className="flex-1 text-sm text-muted">{course.description}</p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          {course.duration && (
            <li className="flex items-center gap-1.5">
              <Clock aria-hidden className="size-4 text-accent" /> {course.duration}
            </li>
          )}
          {course.difficulty && (
            <li className="flex items-center gap-1.5">
              <Signal aria-hidden className="size-4 text-accent" /> {course.difficulty}
            </li>
          )}
        </ul>
        <Button
          variant="secondary"
          size="sm"
          className="mt-2 self-start"
          onClick={() => onJoin(course.id)}
          aria-label={`${course.cta}: ${course.title}`}
        >
          {course.cta}
        </Button>
      </div>
    </article>
  );
}
