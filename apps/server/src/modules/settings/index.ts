// The settings area's door: what other areas may use of it (the only import path into it).
export { checkSvgComplexity, SvgTooComplexError } from './logo/svg-complexity';
export { rasterizeSvg, SvgRenderTimeoutError } from './logo/svg-raster';
export { patchWorkspaceColumns, readWorkspaceColumns } from './workspace-columns';
export { ensureWorkspace, toWorkspace, type Workspace, type WorkspaceRow } from './workspace-service';
