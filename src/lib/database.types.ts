export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  public: {
    Tables: {
      alliance_registrations: {
        Row: {
          created_at: string
          email: string
          first_name: string
          id: string
          idempotency_key: string | null
          interests: string[]
          last_name: string
          message: string | null
          organization: string
          organization_type: string
          phone: string | null
          reference: string
          status: string
          title: string
        }
        Insert: {
          created_at?: string
          email: string
          first_name: string
          id?: string
          idempotency_key?: string | null
          interests?: string[]
          last_name: string
          message?: string | null
          organization: string
          organization_type: string
          phone?: string | null
          reference?: string
          status?: string
          title: string
        }
        Update: {
          created_at?: string
          email?: string
          first_name?: string
          id?: string
          idempotency_key?: string | null
          interests?: string[]
          last_name?: string
          message?: string | null
          organization?: string
          organization_type?: string
          phone?: string | null
          reference?: string
          status?: string
          title?: string
        }
        Relationships: []
      }
      audit_log: {
        Row: {
          action: string
          actor_email: string | null
          actor_id: string | null
          actor_role: string
          details: NonNullable<Json>
          hash: string | null
          id: number
          occurred_at: string
          prev_hash: string | null
          target_id: string | null
          target_kind: string | null
        }
        Insert: {
          action: string
          actor_email?: string | null
          actor_id?: string | null
          actor_role: string
          details?: NonNullable<Json>
          hash?: string | null
          id?: never
          occurred_at?: string
          prev_hash?: string | null
          target_id?: string | null
          target_kind?: string | null
        }
        Update: {
          action?: string
          actor_email?: string | null
          actor_id?: string | null
          actor_role?: string
          details?: NonNullable<Json>
          hash?: string | null
          id?: never
          occurred_at?: string
          prev_hash?: string | null
          target_id?: string | null
          target_kind?: string | null
        }
        Relationships: []
      }
      coach_applications: {
        Row: {
          ai_experience: string
          availability: string
          city: string
          created_at: string
          email: string
          experience: string
          first_name: string
          id: string
          idempotency_key: string | null
          last_name: string
          motivation: string
          organization: string
          phone: string
          reference: string
          region: string
          status: string
          teaching_experience: string
          title: string
        }
        Insert: {
          ai_experience: string
          availability: string
          city: string
          created_at?: string
          email: string
          experience: string
          first_name: string
          id?: string
          idempotency_key?: string | null
          last_name: string
          motivation: string
          organization: string
          phone: string
          reference?: string
          region: string
          status?: string
          teaching_experience: string
          title: string
        }
        Update: {
          ai_experience?: string
          availability?: string
          city?: string
          created_at?: string
          email?: string
          experience?: string
          first_name?: string
          id?: string
          idempotency_key?: string | null
          last_name?: string
          motivation?: string
          organization?: string
          phone?: string
          reference?: string
          region?: string
          status?: string
          teaching_experience?: string
          title?: string
        }
        Relationships: []
      }
      contact_submissions: {
        Row: {
          created_at: string
          email: string
          first_name: string
          id: string
          idempotency_key: string | null
          last_name: string
          message: string
          organization_name: string
          organization_type: string
          phone: string
          reference: string
          status: string
          subject: string
        }
        Insert: {
          created_at?: string
          email: string
          first_name: string
          id?: string
          idempotency_key?: string | null
          last_name: string
          message: string
          organization_name: string
          organization_type: string
          phone: string
          reference?: string
          status?: string
          subject: string
        }
        Update: {
          created_at?: string
          email?: string
          first_name?: string
          id?: string
          idempotency_key?: string | null
          last_name?: string
          message?: string
          organization_name?: string
          organization_type?: string
          phone?: string
          reference?: string
          status?: string
          subject?: string
        }
        Relationships: []
      }
      desk_replies: {
        Row: {
          attempts: number
          author_email: string | null
          author_id: string | null
          body: string
          created_at: string
          give_up_at: string
          id: string
          last_error: string | null
          lease_expires_at: string | null
          next_attempt_at: string
          recipient: string
          record_id: string
          record_kind: string
          reference: string | null
          request_id: string
          sent_at: string | null
          state: string
          updated_at: string
        }
        Insert: {
          attempts?: number
          author_email?: string | null
          author_id?: string | null
          body: string
          created_at?: string
          give_up_at?: string
          id?: string
          last_error?: string | null
          lease_expires_at?: string | null
          next_attempt_at?: string
          recipient: string
          record_id: string
          record_kind: string
          reference?: string | null
          request_id: string
          sent_at?: string | null
          state?: string
          updated_at?: string
        }
        Update: {
          attempts?: number
          author_email?: string | null
          author_id?: string | null
          body?: string
          created_at?: string
          give_up_at?: string
          id?: string
          last_error?: string | null
          lease_expires_at?: string | null
          next_attempt_at?: string
          recipient?: string
          record_id?: string
          record_kind?: string
          reference?: string | null
          request_id?: string
          sent_at?: string | null
          state?: string
          updated_at?: string
        }
        Relationships: []
      }
      desk_settings: {
        Row: {
          only_row: boolean
          require_two_factor: boolean
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          only_row?: boolean
          require_two_factor?: boolean
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          only_row?: boolean
          require_two_factor?: boolean
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: []
      }
      notification_deliveries: {
        Row: {
          attempts: number
          created_at: string
          give_up_at: string
          id: string
          kind: string
          last_error: string | null
          lease_expires_at: string | null
          next_attempt_at: string
          recipient: string | null
          record_id: string
          record_kind: string
          resend_generation: number
          sent_at: string | null
          skipped_reason: string | null
          state: string
          updated_at: string
        }
        Insert: {
          attempts?: number
          created_at?: string
          give_up_at?: string
          id?: string
          kind?: string
          last_error?: string | null
          lease_expires_at?: string | null
          next_attempt_at?: string
          recipient?: string | null
          record_id: string
          record_kind: string
          resend_generation?: number
          sent_at?: string | null
          skipped_reason?: string | null
          state?: string
          updated_at?: string
        }
        Update: {
          attempts?: number
          created_at?: string
          give_up_at?: string
          id?: string
          kind?: string
          last_error?: string | null
          lease_expires_at?: string | null
          next_attempt_at?: string
          recipient?: string | null
          record_id?: string
          record_kind?: string
          resend_generation?: number
          sent_at?: string | null
          skipped_reason?: string | null
          state?: string
          updated_at?: string
        }
        Relationships: []
      }
      notification_routes: {
        Row: {
          contact_subject: string
          id: string
          recipients: string[]
          record_kind: string
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          contact_subject?: string
          id?: string
          recipients: string[]
          record_kind: string
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          contact_subject?: string
          id?: string
          recipients?: string[]
          record_kind?: string
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: []
      }
      record_notes: {
        Row: {
          author_id: string
          body: string
          created_at: string
          id: string
          record_id: string
          record_kind: string
          updated_at: string
        }
        Insert: {
          author_id?: string
          body: string
          created_at?: string
          id?: string
          record_id: string
          record_kind: string
          updated_at?: string
        }
        Update: {
          author_id?: string
          body?: string
          created_at?: string
          id?: string
          record_id?: string
          record_kind?: string
          updated_at?: string
        }
        Relationships: []
      }
      record_reads: {
        Row: {
          read_at: string
          record_id: string
          record_kind: string
          user_id: string
        }
        Insert: {
          read_at?: string
          record_id: string
          record_kind: string
          user_id?: string
        }
        Update: {
          read_at?: string
          record_id?: string
          record_kind?: string
          user_id?: string
        }
        Relationships: []
      }
      retention_periods: {
        Row: {
          description: string
          months: number
          rule: string
        }
        Insert: {
          description: string
          months: number
          rule: string
        }
        Update: {
          description?: string
          months?: number
          rule?: string
        }
        Relationships: []
      }
      reviewer_invitations: {
        Row: {
          accepted_at: string | null
          accepted_user_id: string | null
          display_name: string | null
          email: string
          expires_at: string
          id: string
          invited_at: string
          invited_by: string | null
          role: Database["public"]["Enums"]["app_role"]
          withdrawn_at: string | null
          withdrawn_by: string | null
        }
        Insert: {
          accepted_at?: string | null
          accepted_user_id?: string | null
          display_name?: string | null
          email: string
          expires_at?: string
          id?: string
          invited_at?: string
          invited_by?: string | null
          role?: Database["public"]["Enums"]["app_role"]
          withdrawn_at?: string | null
          withdrawn_by?: string | null
        }
        Update: {
          accepted_at?: string | null
          accepted_user_id?: string | null
          display_name?: string | null
          email?: string
          expires_at?: string
          id?: string
          invited_at?: string
          invited_by?: string | null
          role?: Database["public"]["Enums"]["app_role"]
          withdrawn_at?: string | null
          withdrawn_by?: string | null
        }
        Relationships: []
      }
      saved_replies: {
        Row: {
          body: string
          created_at: string
          id: string
          record_kind: string
          title: string
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          body: string
          created_at?: string
          id?: string
          record_kind: string
          title: string
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          body?: string
          created_at?: string
          id?: string
          record_kind?: string
          title?: string
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: []
      }
      status_changes: {
        Row: {
          changed_at: string
          changed_by: string | null
          id: string
          new_status: string
          old_status: string | null
          record_id: string
          table_name: string
        }
        Insert: {
          changed_at?: string
          changed_by?: string | null
          id?: string
          new_status: string
          old_status?: string | null
          record_id: string
          table_name: string
        }
        Update: {
          changed_at?: string
          changed_by?: string | null
          id?: string
          new_status?: string
          old_status?: string | null
          record_id?: string
          table_name?: string
        }
        Relationships: []
      }
      team_profiles: {
        Row: {
          display_name: string
          updated_at: string
          user_id: string
        }
        Insert: {
          display_name: string
          updated_at?: string
          user_id: string
        }
        Update: {
          display_name?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: []
      }
      user_roles: {
        Row: {
          created_at: string
          id: string
          role: Database["public"]["Enums"]["app_role"]
          user_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          role: Database["public"]["Enums"]["app_role"]
          user_id: string
        }
        Update: {
          created_at?: string
          id?: string
          role?: Database["public"]["Enums"]["app_role"]
          user_id?: string
        }
        Relationships: []
      }
    }
    Views: {
      alliance_registrations_desk: {
        Row: {
          created_at: string | null
          email: string | null
          first_name: string | null
          id: string | null
          interests: string[] | null
          last_name: string | null
          message: string | null
          organization: string | null
          organization_type: string | null
          phone: string | null
          reference: string | null
          search_text: string | null
          status: string | null
          title: string | null
          unread: boolean | null
        }
        Insert: {
          created_at?: string | null
          email?: string | null
          first_name?: string | null
          id?: string | null
          interests?: string[] | null
          last_name?: string | null
          message?: string | null
          organization?: string | null
          organization_type?: string | null
          phone?: string | null
          reference?: string | null
          search_text?: never
          status?: string | null
          title?: string | null
          unread?: never
        }
        Update: {
          created_at?: string | null
          email?: string | null
          first_name?: string | null
          id?: string | null
          interests?: string[] | null
          last_name?: string | null
          message?: string | null
          organization?: string | null
          organization_type?: string | null
          phone?: string | null
          reference?: string | null
          search_text?: never
          status?: string | null
          title?: string | null
          unread?: never
        }
        Relationships: []
      }
      coach_applications_desk: {
        Row: {
          ai_experience: string | null
          availability: string | null
          city: string | null
          created_at: string | null
          email: string | null
          experience: string | null
          first_name: string | null
          id: string | null
          last_name: string | null
          motivation: string | null
          organization: string | null
          phone: string | null
          reference: string | null
          region: string | null
          search_text: string | null
          status: string | null
          teaching_experience: string | null
          title: string | null
          unread: boolean | null
        }
        Insert: {
          ai_experience?: string | null
          availability?: string | null
          city?: string | null
          created_at?: string | null
          email?: string | null
          experience?: string | null
          first_name?: string | null
          id?: string | null
          last_name?: string | null
          motivation?: string | null
          organization?: string | null
          phone?: string | null
          reference?: string | null
          region?: string | null
          search_text?: never
          status?: string | null
          teaching_experience?: string | null
          title?: string | null
          unread?: never
        }
        Update: {
          ai_experience?: string | null
          availability?: string | null
          city?: string | null
          created_at?: string | null
          email?: string | null
          experience?: string | null
          first_name?: string | null
          id?: string | null
          last_name?: string | null
          motivation?: string | null
          organization?: string | null
          phone?: string | null
          reference?: string | null
          region?: string | null
          search_text?: never
          status?: string | null
          teaching_experience?: string | null
          title?: string | null
          unread?: never
        }
        Relationships: []
      }
      contact_submissions_desk: {
        Row: {
          created_at: string | null
          email: string | null
          first_name: string | null
          id: string | null
          last_name: string | null
          message: string | null
          organization_name: string | null
          organization_type: string | null
          phone: string | null
          reference: string | null
          search_text: string | null
          status: string | null
          subject: string | null
          unread: boolean | null
        }
        Insert: {
          created_at?: string | null
          email?: string | null
          first_name?: string | null
          id?: string | null
          last_name?: string | null
          message?: string | null
          organization_name?: string | null
          organization_type?: string | null
          phone?: string | null
          reference?: string | null
          search_text?: never
          status?: string | null
          subject?: string | null
          unread?: never
        }
        Update: {
          created_at?: string | null
          email?: string | null
          first_name?: string | null
          id?: string | null
          last_name?: string | null
          message?: string | null
          organization_name?: string | null
          organization_type?: string | null
          phone?: string | null
          reference?: string | null
          search_text?: never
          status?: string | null
          subject?: string | null
          unread?: never
        }
        Relationships: []
      }
    }
    Functions: {
      admin_application_counts: {
        Args: Record<PropertyKey, never>
        Returns: {
          approved: number
          interview: number
          pending: number
          total: number
        }[]
      }
      admin_applications_per_region: {
        Args: Record<PropertyKey, never>
        Returns: {
          applications: number
          approved: number
          region: string
        }[]
      }
      admin_applications_per_week: {
        Args: { _weeks?: number }
        Returns: {
          applications: number
          week_start: string
        }[]
      }
      admin_delete_personal_data: {
        Args: { _email: string }
        Returns: {
          alliance_registrations: number
          coach_applications: number
          contact_submissions: number
        }[]
      }
      admin_delete_record: {
        Args: { _record_id: string; _record_kind: string }
        Returns: undefined
      }
      admin_invite_reviewer: {
        Args: {
          _display_name?: string
          _email: string
          _role?: Database["public"]["Enums"]["app_role"]
        }
        Returns: {
          existing_user_id: string
          expires_at: string
          invitation_id: string
          inviter_name: string
        }[]
      }
      admin_personal_data: { Args: { _email: string }; Returns: Json }
      admin_record_timeline: {
        Args: { _record_id: string; _record_kind: string }
        Returns: {
          actor_email: string
          actor_id: string
          at: string
          body: string
          entry_type: string
          id: string
          new_status: string
          old_status: string
          updated_at: string
        }[]
      }
      admin_remove_reviewer: { Args: { _user_id: string }; Returns: undefined }
      admin_reset_reviewer_factors: {
        Args: { _user_id: string }
        Returns: number
      }
      admin_reviewers: {
        Args: Record<PropertyKey, never>
        Returns: {
          accepted: boolean
          display_name: string
          email: string
          invitation_expires_at: string
          invitation_id: string
          invited_at: string
          is_self: boolean
          last_sign_in_at: string
          roles: Database["public"]["Enums"]["app_role"][]
          two_factor: boolean
          user_id: string
        }[]
      }
      admin_set_member_roles: {
        Args: {
          _roles: Database["public"]["Enums"]["app_role"][]
          _user_id: string
        }
        Returns: Database["public"]["Enums"]["app_role"][]
      }
      admin_set_status: {
        Args: { _record_ids: string[]; _record_kind: string; _status: string }
        Returns: number
      }
      admin_status_history: {
        Args: { _record_id: string }
        Returns: {
          changed_at: string
          changed_by: string
          changed_by_email: string
          id: string
          new_status: string
          old_status: string
          table_name: string
        }[]
      }
      admin_unread_counts: {
        Args: Record<PropertyKey, never>
        Returns: {
          alliance: number
          applications: number
          contacts: number
        }[]
      }
      admin_update_desk_settings: {
        Args: { _require_two_factor: boolean }
        Returns: {
          require_two_factor: boolean
          updated_at: string
        }[]
      }
      admin_withdraw_invitation: {
        Args: { _invitation_id: string }
        Returns: undefined
      }
      audit_log_chain: {
        Args: Record<PropertyKey, never>
        Returns: {
          entries: number
          first_broken_id: number
          newest_hash: string
          newest_id: number
        }[]
      }
      can_edit_site: { Args: Record<PropertyKey, never>; Returns: boolean }
      can_work_submissions: {
        Args: Record<PropertyKey, never>
        Returns: boolean
      }
      claim_acknowledgement: {
        Args: { p_record_id: string; p_record_kind: string }
        Returns: Json
      }
      claim_due_notifications: {
        Args: { p_limit?: number }
        Returns: {
          attempts: number
          kind: string
          record: Json
          record_id: string
          record_kind: string
          resend_generation: number
        }[]
      }
      claim_due_replies: {
        Args: { p_limit?: number }
        Returns: {
          attempts: number
          body: string
          id: string
          recipient: string
          record_exists: boolean
          record_id: string
          record_kind: string
          reference: string
        }[]
      }
      claim_notification_for_submission: {
        Args: { p_record_kind: string; p_row: Json }
        Returns: Json
      }
      client_address_probe: { Args: { candidate?: string }; Returns: Json }
      current_session_is_active: {
        Args: Record<PropertyKey, never>
        Returns: boolean
      }
      desk_settings: {
        Args: Record<PropertyKey, never>
        Returns: {
          require_two_factor: boolean
          updated_at: string
        }[]
      }
      has_role: {
        Args: {
          _role: Database["public"]["Enums"]["app_role"]
          _user_id: string
        }
        Returns: boolean
      }
      notification_recipients: {
        Args: { p_record_id: string; p_record_kind: string }
        Returns: string[]
      }
      record_notification_failure: {
        Args: {
          p_error: string
          p_kind?: string
          p_permanent?: boolean
          p_record_id: string
          p_record_kind: string
        }
        Returns: Json
      }
      record_notification_sent: {
        Args: { p_kind?: string; p_record_id: string; p_record_kind: string }
        Returns: boolean
      }
      record_reply_failure: {
        Args: { p_error: string; p_permanent?: boolean; p_reply_id: string }
        Returns: Json
      }
      record_reply_sent: { Args: { p_reply_id: string }; Returns: boolean }
      resend_notification: {
        Args: { p_record_id: string; p_record_kind: string }
        Returns: Json
      }
      retry_desk_reply: { Args: { p_reply_id: string }; Returns: Json }
      send_desk_reply: {
        Args: {
          p_body: string
          p_record_id: string
          p_record_kind: string
          p_request_id: string
          p_status?: string
        }
        Returns: Json
      }
      set_display_name: {
        Args: { _display_name: string; _user_id?: string }
        Returns: string
      }
      submit_alliance_registration: {
        Args: { p_idempotency_key: string; p_submission: Json }
        Returns: Json
      }
      submit_coach_application: {
        Args: { p_idempotency_key: string; p_submission: Json }
        Returns: Json
      }
      submit_contact_message: {
        Args: { p_idempotency_key: string; p_submission: Json }
        Returns: Json
      }
    }
    Enums: {
      app_role: "admin" | "reviewer" | "editor"
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {
      app_role: ["admin", "reviewer", "editor"],
    },
  },
} as const
