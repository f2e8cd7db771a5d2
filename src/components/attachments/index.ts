export { AttachmentsPanel, type AttachmentsPanelProps } from './attachments-panel.tsx';
