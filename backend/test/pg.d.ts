declare module 'pg';
