// Every route module under app/api, by its public path, for the OpenAPI description. The catch-all
// app/api/[...path] (a JSON 404 for unknown paths) is not an operation; /api/openapi.json adds itself. tests/openapi.test.ts fails when a route
// file is missing here or an operation it serves is not described in lib/openapi/operations.ts.
import * as adminAudit from "@/app/api/admin/audit/route";
import * as adminCoinSettings from "@/app/api/admin/coin-settings/route";
import * as adminCoins from "@/app/api/admin/coins/route";
import * as adminConsultationsId from "@/app/api/admin/consultations/[id]/route";
import * as adminConsultations from "@/app/api/admin/consultations/route";
import * as adminCoursesId from "@/app/api/admin/courses/[id]/route";
import * as adminCourses from "@/app/api/admin/courses/route";
import * as adminDocsId from "@/app/api/admin/docs/[id]/route";
import * as adminDocs from "@/app/api/admin/docs/route";
import * as adminLeadsCsv from "@/app/api/admin/leads.csv/route";
import * as adminLeadsKindId from "@/app/api/admin/leads/[kind]/[id]/route";
import * as adminLeads from "@/app/api/admin/leads/route";
import * as adminListingsBulk from "@/app/api/admin/listings/bulk/route";
import * as adminListings from "@/app/api/admin/listings/route";
import * as adminMailResend from "@/app/api/admin/mail/resend/route";
import * as adminMail from "@/app/api/admin/mail/route";
import * as adminMembersId from "@/app/api/admin/members/[id]/route";
import * as adminMembers from "@/app/api/admin/members/route";
import * as adminOverview from "@/app/api/admin/overview/route";
import * as applicationsIdCancel from "@/app/api/applications/[id]/cancel/route";
import * as applicationsIdResume from "@/app/api/applications/[id]/resume/route";
import * as applicationsId from "@/app/api/applications/[id]/route";
import * as applicationsMineIds from "@/app/api/applications/mine/ids/route";
import * as applicationsMine from "@/app/api/applications/mine/route";
import * as authChangePassword from "@/app/api/auth/change-password/route";
import * as authDeleteAccount from "@/app/api/auth/delete-account/route";
import * as authForgotPassword from "@/app/api/auth/forgot-password/route";
import * as authLogin from "@/app/api/auth/login/route";
import * as authLoginCode from "@/app/api/auth/login/code/route";
import * as authLogout from "@/app/api/auth/logout/route";
import * as authReferrals from "@/app/api/auth/referrals/route";
import * as authRegister from "@/app/api/auth/register/route";
import * as authResetPassword from "@/app/api/auth/reset-password/route";
import * as authStatus from "@/app/api/auth/status/route";
import * as authUpdateProfile from "@/app/api/auth/update-profile/route";
import * as bidsId from "@/app/api/bids/[id]/route";
import * as bidsIdWithdraw from "@/app/api/bids/[id]/withdraw/route";
import * as bidsMine from "@/app/api/bids/mine/route";
import * as coins from "@/app/api/coins/route";
import * as coinsTransactions from "@/app/api/coins/transactions/route";
import * as consultationsIdCancel from "@/app/api/consultations/[id]/cancel/route";
import * as consultationsMine from "@/app/api/consultations/mine/route";
import * as consultations from "@/app/api/consultations/route";
import * as coursesWaitlist from "@/app/api/courses/waitlist/route";
import * as emailContact from "@/app/api/email/contact/route";
import * as eventsId from "@/app/api/events/[id]/route";
import * as eventsAdminIdApprove from "@/app/api/events/admin/[id]/approve/route";
import * as eventsAdminIdReject from "@/app/api/events/admin/[id]/reject/route";
import * as eventsAdminAll from "@/app/api/events/admin/all/route";
import * as eventsAdminPending from "@/app/api/events/admin/pending/route";
import * as events from "@/app/api/events/route";
import * as eventsStats from "@/app/api/events/stats/route";
import * as eventsUploadImage from "@/app/api/events/upload-image/route";
import * as eventsUserMyEvents from "@/app/api/events/user/my-events/route";
import * as gigsIdBids from "@/app/api/gigs/[id]/bids/route";
import * as gigsIdClose from "@/app/api/gigs/[id]/close/route";
import * as gigsId from "@/app/api/gigs/[id]/route";
import * as gigs from "@/app/api/gigs/route";
import * as gigsUserMyGigs from "@/app/api/gigs/user/my-gigs/route";
import * as health from "@/app/api/health/route";
import * as imagesId from "@/app/api/images/[id]/route";
import * as jobsIdApplications from "@/app/api/jobs/[id]/applications/route";
import * as jobsIdApply from "@/app/api/jobs/[id]/apply/route";
import * as jobsIdClose from "@/app/api/jobs/[id]/close/route";
import * as jobsId from "@/app/api/jobs/[id]/route";
import * as jobsAll from "@/app/api/jobs/all/route";
import * as jobs from "@/app/api/jobs/route";
import * as jobsUserMyJobs from "@/app/api/jobs/user/my-jobs/route";
import * as leads from "@/app/api/leads/route";
import * as otpSend from "@/app/api/otp/send/route";
import * as otpVerify from "@/app/api/otp/verify/route";
import * as projects from "@/app/api/projects/route";
import * as ready from "@/app/api/ready/route";
import * as startupsId from "@/app/api/startups/[id]/route";
import * as startups from "@/app/api/startups/route";
import * as startupsUserMyStartups from "@/app/api/startups/user/my-startups/route";

export const routeModules: Record<string, Record<string, unknown>> = {
  "/api/admin/audit": adminAudit,
  "/api/admin/coin-settings": adminCoinSettings,
  "/api/admin/coins": adminCoins,
  "/api/admin/consultations/{id}": adminConsultationsId,
  "/api/admin/consultations": adminConsultations,
  "/api/admin/courses/{id}": adminCoursesId,
  "/api/admin/courses": adminCourses,
  "/api/admin/docs/{id}": adminDocsId,
  "/api/admin/docs": adminDocs,
  "/api/admin/leads.csv": adminLeadsCsv,
  "/api/admin/leads/{kind}/{id}": adminLeadsKindId,
  "/api/admin/leads": adminLeads,
  "/api/admin/listings/bulk": adminListingsBulk,
  "/api/admin/listings": adminListings,
  "/api/admin/mail/resend": adminMailResend,
  "/api/admin/mail": adminMail,
  "/api/admin/members/{id}": adminMembersId,
  "/api/admin/members": adminMembers,
  "/api/admin/overview": adminOverview,
  "/api/applications/{id}/cancel": applicationsIdCancel,
  "/api/applications/{id}/resume": applicationsIdResume,
  "/api/applications/{id}": applicationsId,
  "/api/applications/mine/ids": applicationsMineIds,
  "/api/applications/mine": applicationsMine,
  "/api/auth/change-password": authChangePassword,
  "/api/auth/delete-account": authDeleteAccount,
  "/api/auth/forgot-password": authForgotPassword,
  "/api/auth/login": authLogin,
  "/api/auth/login/code": authLoginCode,
  "/api/auth/logout": authLogout,
  "/api/auth/referrals": authReferrals,
  "/api/auth/register": authRegister,
  "/api/auth/reset-password": authResetPassword,
  "/api/auth/status": authStatus,
  "/api/auth/update-profile": authUpdateProfile,
  "/api/bids/{id}": bidsId,
  "/api/bids/{id}/withdraw": bidsIdWithdraw,
  "/api/bids/mine": bidsMine,
  "/api/coins": coins,
  "/api/coins/transactions": coinsTransactions,
  "/api/consultations/{id}/cancel": consultationsIdCancel,
  "/api/consultations/mine": consultationsMine,
  "/api/consultations": consultations,
  "/api/courses/waitlist": coursesWaitlist,
  "/api/email/contact": emailContact,
  "/api/events/{id}": eventsId,
  "/api/events/admin/{id}/approve": eventsAdminIdApprove,
  "/api/events/admin/{id}/reject": eventsAdminIdReject,
  "/api/events/admin/all": eventsAdminAll,
  "/api/events/admin/pending": eventsAdminPending,
  "/api/events": events,
  "/api/events/stats": eventsStats,
  "/api/events/upload-image": eventsUploadImage,
  "/api/events/user/my-events": eventsUserMyEvents,
  "/api/gigs/{id}/bids": gigsIdBids,
  "/api/gigs/{id}/close": gigsIdClose,
  "/api/gigs/{id}": gigsId,
  "/api/gigs": gigs,
  "/api/gigs/user/my-gigs": gigsUserMyGigs,
  "/api/health": health,
  "/api/images/{id}": imagesId,
  "/api/jobs/{id}/applications": jobsIdApplications,
  "/api/jobs/{id}/apply": jobsIdApply,
  "/api/jobs/{id}/close": jobsIdClose,
  "/api/jobs/{id}": jobsId,
  "/api/jobs/all": jobsAll,
  "/api/jobs": jobs,
  "/api/jobs/user/my-jobs": jobsUserMyJobs,
  "/api/leads": leads,
  "/api/otp/send": otpSend,
  "/api/otp/verify": otpVerify,
  "/api/projects": projects,
  "/api/ready": ready,
  "/api/startups/{id}": startupsId,
  "/api/startups": startups,
  "/api/startups/user/my-startups": startupsUserMyStartups,
};
