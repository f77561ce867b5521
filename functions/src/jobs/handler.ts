// Placeholder replaced below by the real jobs module.
export {};
