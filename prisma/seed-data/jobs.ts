import type { SeedJob } from "./types";
import { openJobs } from "./jobs/open-jobs";
import { internships } from "./jobs/internships";
import { jobsInReview } from "./jobs/in-review";

// 16 jobs: 12 approved (posted by Admin), 2 pending and 2 rejected (posted by User).
// About half the descriptions use numbered items ("1. ... 2. ...") that the job card splits into bullets.
// Non-numbered descriptions avoid "<digit>. " so they are never split by accident.
export const jobs: SeedJob[] = [...openJobs, ...internships, ...jobsInReview];
