import { useNavigate } from '@remix-run/react'
import { useMachine } from '@xstate/react'
import { useEffect, useState } from 'react'
import { signInMachine } from './sign-in.machine.ts'
import { signInActors } from './sign-in-actors.ts'
import type { LoginReply } from './sign-in-rules.ts'
import type { SignInInput } from './sign-in-types.ts'
import { useActionCall } from './use-action-call.ts'

/**
 * The sign-in machine on the page, its effects calling the route's own action. On the server (and until the
 * page is hydrated) it only renders its first state; without JavaScript the forms post to the action instead.
 * Once signed in it goes to `returnUrl`, replacing /login in the history.
 */
export function useSignIn(input: SignInInput) {
  const call = useActionCall<LoginReply>()
  const [machine] = useState(() => signInMachine.provide({ actors: signInActors(call) }))
  const [snapshot, send] = useMachine(machine, { input })
  const navigate = useNavigate()
  const finished = snapshot.matches('success') || snapshot.matches('linked')
  const { returnUrl } = snapshot.context
  useEffect(() => {
    if (finished) navigate(returnUrl, { replace: true })
  }, [finished, returnUrl, navigate])
  return [snapshot, send] as const
}
