/** `GET api/deviceCommands/options` → every command by name (`device:list`), for the rule form and the test dialog. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { commandOptionSchema, type CommandOption } from '../../../../../streams/contracts/devices';
import { http } from '@shared/http/http-client';
import { deviceKeys } from './device-keys';

/** The commands. @throws HttpRequestError; ZodError when the answer breaks the contract. */
export async function getCommandOptions(signal?: AbortSignal): Promise<CommandOption[]> {
  const { data } = await http.get<unknown>('api/deviceCommands/options', { signal, silent: true });
  return z.array(commandOptionSchema).parse(data);
}

/** The command choices. */
export function useCommandOptions() {
  return useQuery({ queryKey: deviceKeys.commandOptions(), queryFn: ({ signal }) => getCommandOptions(signal) });
}
