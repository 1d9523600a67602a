"use client";

import { useEffect, useState, type ReactNode } from "react";
import { useSession } from "@/components/accounts/session-provider";
import { CHOOSE_COURSE } from "@/components/courses/choose-course";
import { LazyForm } from "@/components/forms/lazy-form";
import type { CourseDto } from "@/lib/courses/queries";

// The waitlist's working form (its form library and schema) is fetched on first use, or at once for a member
// (whose name and email it fills in).
const load = () => import("@/components/courses/waitlist-form").then((module) => module.WaitlistForm);

/** Holds the server-drawn waitlist form (`children`) until first use; keeps the course a card's button chose. */
export function WaitlistFormLoader({ courses, children }: { courses: CourseDto[]; children: ReactNode }) {
  // No course until the visitor picks one (a card's button or the select): never a silent default.
  const [courseId, setCourseId] = useState("");
  const { session } = useSession();
  useEffect(() => {
    const choose = (event: Event) => setCourseId((event as CustomEvent<string>).detail);
    document.addEventListener(CHOOSE_COURSE, choose);
    return () => document.removeEventListener(CHOOSE_COURSE, choose);
  }, []);
  return (
    <div
      className="contents"
      onChange={(event) => {
        const target = event.target;
        if (target instanceof HTMLSelectElement && target.name === "courseId") setCourseId(target.value);
      }}
    >
      <LazyForm
        load={load}
        eager={!!session}
        render={(WaitlistForm, typed) => (
          <WaitlistForm courses={courses} courseId={courseId} onCourseChange={setCourseId} typed={typed} />
        )}
      >
        {children}
      </LazyForm>
    </div>
  );
}
