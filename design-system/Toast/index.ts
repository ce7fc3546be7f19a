export { Toast, Toaster, ToastProvider, toast, TOAST_DURATION_MS, TOAST_VARIANTS, useToastStore } from './Toast.tsx';
export type { ToastItem, ToastProps, ToastProviderProps, ToastVariant } from './Toast.tsx';
