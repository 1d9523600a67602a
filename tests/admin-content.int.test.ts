// Courses and documentation as admins manage them: who may call, validation, and that the public reads see it.
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteCourse, PUT as putCourse } from "@/app/api/admin/courses/[id]/route";
import { POST as postCourse } from "@/app/api/admin/courses/route";
import { DELETE as deleteDoc, PUT as putDoc } from "@/app/api/admin/docs/[id]/route";
import { POST as postDoc } from "@/app/api/admin/docs/route";
import { listCourses } from "@/lib/courses/queries";
import { db } from "@/lib/db";
import { listDocItems } from "@/lib/docs/queries";
import { apiRequest, routeContext, uniqueSuffix } from "@/tests/accounts";
import { ORPHAN_IMAGE_GRACE_HOURS, pruneOrphanImages } from "@/lib/images/store";
import { badImages, ctx, formRequest, imageIdFrom, listingCast, pngFile } from "@/tests/listings";

let cast: Awaited<ReturnType<typeof listingCast>>;

beforeAll(async () => {
  cast = await listingCast();
});

const course = () => ({
  title: `Rust for Solana ${uniqueSuffix()}`,
  description: "Write Anchor programs and test them.",
  category: "blockchain",
  duration: "5 weeks",
  difficulty: "Intermediate",
});

describe("courses", () => {
  it("guests 401, members 403; an admin adds, edits and deletes, each audited, each on the public list", async () => {
    const body = course();
    expect((await postCourse(apiRequest("POST", "/api/admin/courses", { body }), routeContext)).status).toBe(
      401,
    );
    expect(
      (
        await postCourse(
          apiRequest("POST", "/api/admin/courses", { body, cookie: cast.otherCookie }),
          routeContext,
        )
      ).status,
    ).toBe(403);
    const res = await postCourse(
      apiRequest("POST", "/api/admin/courses", { body, cookie: cast.adminCookie }),
      routeContext,
    );
    expect(res.status).toBe(201);
    const { course: created } = await res.json();
    expect((await listCourses()).find((c) => c.id === created.id)).toMatchObject({
      title: body.title,
      image: "",
    });

    const edited = await putCourse(
      apiRequest("PUT", `/api/admin/courses/${created.id}`, {
        body: { ...body, title: `${body.title} II` },
        cookie: cast.adminCookie,
      }),
      ctx(created.id),
    );
    expect(edited.status).toBe(200);
    expect((await listCourses()).find((c) => c.id === created.id)?.title).toBe(`${body.title} II`);

    const del = await deleteCourse(
      apiRequest("DELETE", `/api/admin/courses/${created.id}`, { cookie: cast.adminCookie }),
      ctx(created.id),
    );
    expect(del.status).toBe(200);
    expect((await listCourses()).some((c) => c.id === created.id)).toBe(false);
    const actions = await db.auditLog.findMany({
      where: { targetId: created.id },
      orderBy: { createdAt: "asc" },
      select: { action: true },
    });
    expect(actions.map((a) => a.action)).toEqual(["course.create", "course.update", "course.delete"]);
  });

  it("a course may carry an uploaded cover: shown on /courses, kept by the sweep, replaced and deleted with it", async () => {
    const form = (fields: Record<string, string>, file?: File) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(fields)) f.set(k, v);
      if (file) f.set("image", file);
      return f;
    };
    const body = course();
    const res = await postCourse(
      formRequest("POST", "/api/admin/courses", form(body, await pngFile("cover.png")), cast.adminCookie),
      routeContext,
    );
    expect(res.status).toBe(201);
    const { course: created } = await res.json();
    expect(created.image).toMatch(/^\/api\/images\/[a-z0-9]+$/);
    const first = imageIdFrom(created.image);
    expect((await listCourses()).find((c) => c.id === created.id)?.image).toBe(created.image);
    // A day and more later, the sweep of unused uploads leaves a course's cover alone.
    await db.image.update({
      where: { id: first },
      data: { createdAt: new Date(Date.now() - (ORPHAN_IMAGE_GRACE_HOURS + 1) * 3_600_000) },
    });
    await pruneOrphanImages();
    expect(await db.image.count({ where: { id: first } })).toBe(1);

    // An edit without a file keeps the cover; with one, replaces it and deletes the old.
    const keep = await putCourse(
      formRequest("PUT", `/api/admin/courses/${created.id}`, form(body), cast.adminCookie),
      ctx(created.id),
    );
    expect((await keep.json()).course.image).toBe(created.image);
    const replaced = await putCourse(
      formRequest(
        "PUT",
        `/api/admin/courses/${created.id}`,
        form(body, await pngFile("new.png", 400, 225)),
        cast.adminCookie,
      ),
      ctx(created.id),
    );
    const second = imageIdFrom((await replaced.json()).course.image);
    expect(second).not.toBe(first);
    expect(await db.image.count({ where: { id: first } })).toBe(0);

    await deleteCourse(
      apiRequest("DELETE", `/api/admin/courses/${created.id}`, { cookie: cast.adminCookie }),
      ctx(created.id),
    );
    expect(await db.image.count({ where: { id: second } })).toBe(0);
  });

  it.each(badImages().map((b) => [b.name, b] as const))(
    "refuses %s as a cover, adding no course",
    async (_, bad) => {
      const before = await db.course.count();
      const f = new FormData();
      for (const [k, v] of Object.entries(course())) f.set(k, v);
      f.set("image", bad.file);
      const res = await postCourse(
        formRequest("POST", "/api/admin/courses", f, cast.adminCookie),
        routeContext,
      );
      expect(res.status).toBe(bad.status);
      if (bad.message) expect((await res.json()).message).toBe(bad.message);
      expect(await db.course.count()).toBe(before);
    },
  );

  it.each([
    ["category", { category: "cooking" }, "Please choose a category"],
    ["difficulty", { difficulty: "Expert" }, "Please choose a difficulty"],
    ["title", { title: "" }, "Title is required"],
  ])("refuses a bad %s and stores nothing", async (field, overrides, message) => {
    const before = await db.course.count();
    const res = await postCourse(
      apiRequest("POST", "/api/admin/courses", {
        body: { ...course(), ...overrides },
        cookie: cast.adminCookie,
      }),
      routeContext,
    );
    expect(res.status).toBe(400);
    expect((await res.json()).errors[field]).toBe(message);
    expect(await db.course.count()).toBe(before);
  });
});

describe("documentation", () => {
  it("an admin adds an item to a section, edits and deletes it; members 403", async () => {
    const body = {
      title: `Install Foundry ${uniqueSuffix()}`,
      description: "curl -L https://foundry.paradigm.xyz | bash",
      section: "setup-guides",
      targetRelease: "",
    };
    expect(
      (await postDoc(apiRequest("POST", "/api/admin/docs", { body, cookie: cast.otherCookie }), routeContext))
        .status,
    ).toBe(403);
    const res = await postDoc(
      apiRequest("POST", "/api/admin/docs", { body, cookie: cast.adminCookie }),
      routeContext,
    );
    expect(res.status).toBe(201);
    const { item } = await res.json();
    expect((await listDocItems()).find((d) => d.id === item.id)).toMatchObject({
      section: "setup-guides",
      targetRelease: null,
    });
    const bad = await putDoc(
      apiRequest("PUT", `/api/admin/docs/${item.id}`, {
        body: { ...body, section: "recipes" },
        cookie: cast.adminCookie,
      }),
      ctx(item.id),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.section).toBe("Please choose a section");
    const ok = await putDoc(
      apiRequest("PUT", `/api/admin/docs/${item.id}`, {
        body: { ...body, targetRelease: "Q2 2027" },
        cookie: cast.adminCookie,
      }),
      ctx(item.id),
    );
    expect((await ok.json()).item.targetRelease).toBe("Q2 2027");
    expect(
      (
        await deleteDoc(
          apiRequest("DELETE", `/api/admin/docs/${item.id}`, { cookie: cast.adminCookie }),
          ctx(item.id),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await deleteDoc(
          apiRequest("DELETE", `/api/admin/docs/${item.id}`, { cookie: cast.adminCookie }),
          ctx(item.id),
        )
      ).status,
    ).toBe(404);
  });
});
