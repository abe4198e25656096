/** The Chromium the browser tests run: CHROMIUM_PATH, else Debian's headless shell or browser, else Playwright's cache. */
export declare function findChromium(): string | null;
export declare function findOrInstallChromium(): string;
