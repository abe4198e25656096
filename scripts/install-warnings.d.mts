export declare const installWarnings: (output: string) => string[];
