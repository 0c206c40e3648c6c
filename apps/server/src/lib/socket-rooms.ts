/** Every socket of one signed-in user, on every instance. */
export const userRoom = (userId: number) => `user:${userId}`;
