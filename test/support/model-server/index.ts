export { startModelServer, type ModelServer, type ModelServerOptions, type RecordedRequest } from './server.js'
export {
  byAgent,
  callTool,
  contentText,
  detectAgent,
  UNSCRIPTED_TEXT,
  type AgentScripts,
  type ChatMessage,
  type Reply,
  type Script,
  type ScriptRequest,
  type ScriptedFinish,
  type ToolCall,
  type ToolResult,
  type Turn,
} from './script.js'
export { countTokens } from './sse.js'
