export const FAILED_RENDER_MARK: "data-failed-render";
export function isFailedRender(html: string): boolean;
