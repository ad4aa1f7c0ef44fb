/** The confirmation's code: the route table loads it on a visit, the checkout ahead of the order (warm.ts). */
export const loadConfirmation = () => import('./ConfirmationRoute')
